// The five imports: how each row is checked (against what was loaded once when the task started) and
// how a batch of valid rows is written. Messages name the column of the template.
import type { ImportKind } from '@medportal/contracts/mall/imports.contract';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { nextCode } from '../orders/order-code.js';
import { setProgressParams } from '../../file-library/imports/imports.service.js';
import * as repo from './kinds.repository.js';
import { lastPerKey, RowCheck, type KindDef } from '../../file-library/imports/row-checks.js';

/** file/readFile's context, resolved when the file was accepted. */
export type OrderLinesParams = {
  productLineCode: string;
  vendorNum: string;
  supplierCompanyId: number;
  contractId: number;
  contractCode: string;
};

type OrderLine = { productCode: string; quantity: number; operationTypeCode: string | null; remark: string };

const orderLines: KindDef<OrderLine> = {
  rules: [
    '必填；本合同内、且属于所选产品线的产品编码',
    '必填；1到99999之间的整数',
    '选填；所选产品线的手术类型编码',
    '选填；最长200个字符',
  ],
  async prepare(db, job) {
    const p = job.params as OrderLinesParams;
    const { products, operations, orderId } = await db.tenant(job.tenantId, async (tx) => {
      const orderCode = await nextCode(tx, job.tenantId, 'PO');
      const id = await repo.insertDraftOrder(
        tx,
        job.tenantId,
        {
          orderCode,
          buyerCompanyId: job.companyId,
          supplierCompanyId: p.supplierCompanyId,
          contractId: p.contractId,
          createdBy: job.userId,
        },
        `由 Excel 导入创建：${job.fileName}`.slice(0, 500),
      );
      await setProgressParams(tx, job.tenantId, job.progressId, { ...p, orderId: id, orderCode });
      return {
        products: new Map((await repo.productsOfContract(tx, job.tenantId, p.contractId)).map((r) => [r.productCode, r])),
        operations: await repo.operationCodesOf(tx, job.tenantId, p.productLineCode),
        orderId: id,
      };
    });
    const remarks = new Set<string>();
    return {
      check(cells) {
        const c = new RowCheck();
        const productCode = c.code('产品编码', cells[0]!);
        const quantity = c.quantity('数量', cells[1]!);
        const operationTypeCode = c.code('手术类型编码', cells[2]!, false);
        const remark = c.text('备注', cells[3]!, 200, false);
        const product = products.get(productCode);
        if (productCode && !c.errors.length && !product) c.fail(`产品编码 ${productCode} 不在合同 ${p.contractCode} 内`);
        else if (product && product.productLineCode !== p.productLineCode)
          c.fail(`产品编码 ${productCode} 不属于产品线 ${p.productLineCode}`);
        if (operationTypeCode && !operations.has(operationTypeCode))
          c.fail(`手术类型编码 ${operationTypeCode} 不属于产品线 ${p.productLineCode}`);
        return c.verdict({ productCode, quantity, operationTypeCode: operationTypeCode || null, remark });
      },
      async write(tx, rows) {
        let lineNo = await repo.lastLineNo(tx, job.tenantId, orderId);
        await repo.insertOrderLines(
          tx,
          job.tenantId,
          orderId,
          rows.map(({ value: v }) => {
            const pr = products.get(v.productCode)!;
            return {
              lineNo: ++lineNo,
              productCode: v.productCode,
              productName: pr.productName,
              specification: pr.specification,
              unit: pr.unit,
              productLineCode: pr.productLineCode,
              operationTypeCode: v.operationTypeCode,
              quantity: v.quantity,
              priceFen: pr.priceFen,
              amountFen: pr.priceFen * v.quantity,
            };
          }),
        );
        return new Map();
      },
      // the lines have no remark column: the order's memo collects the remarks of the imported rows
      committed(rows) {
        for (const r of rows) if (r.value.remark) remarks.add(r.value.remark);
      },
      async finish(tx, imported) {
        if (imported === 0) {
          await repo.deleteEmptyDraft(tx, job.tenantId, orderId);
          return setProgressParams(tx, job.tenantId, job.progressId, job.params);
        }
        if (remarks.size) await repo.setOrderMemo(tx, job.tenantId, orderId, [...remarks].join('；').slice(0, 500));
      },
    };
  },
};

type TemplateLine = { name: string; supplierCompanyId: number; contractId: number; productCode: string; quantity: number };

const templateProduct: KindDef<TemplateLine> = {
  rules: [
    '必填；最长100个字符，同名模板会被更新',
    '必填；与本企业有有效合同的供应商编码',
    '必填；与该供应商有效合同内的产品编码',
    '必填；1到99999之间的整数',
  ],
  async prepare(db, job) {
    // supplier code → (product code → contract), newest contract first
    const suppliers = await db.tenant(job.tenantId, async (tx) => {
      const rows = await repo.purchasableProducts(tx, job.tenantId, job.companyId, await tenantTodayIn(tx, job.tenantId));
      const cards = await companyCards(
        tx,
        job.tenantId,
        rows.map((r) => r.supplierCompanyId),
      );
      const map = new Map<string, { id: number; products: Map<string, number> }>();
      for (const r of rows) {
        const code = cards.get(r.supplierCompanyId)?.code;
        if (!code) continue;
        if (!map.has(code)) map.set(code, { id: r.supplierCompanyId, products: new Map() });
        const products = map.get(code)!.products;
        if (!products.has(r.productCode)) products.set(r.productCode, r.contractId);
      }
      return map;
    });
    return {
      check(cells) {
        const c = new RowCheck();
        const name = c.text('模板名称', cells[0]!, 100);
        const vendorCode = c.code('供应商编码', cells[1]!);
        const productCode = c.code('产品编码', cells[2]!);
        const quantity = c.quantity('数量', cells[3]!);
        const supplier = vendorCode ? suppliers.get(vendorCode) : undefined;
        if (vendorCode && !supplier) c.fail(`供应商编码 ${vendorCode} 不是与本企业有有效合同的供应商`);
        const contractId = supplier && productCode ? supplier.products.get(productCode) : undefined;
        if (supplier && productCode && contractId === undefined) c.fail(`产品编码 ${productCode} 不在与供应商 ${vendorCode} 的有效合同内`);
        return c.verdict({ name, supplierCompanyId: supplier?.id ?? 0, contractId: contractId ?? 0, productCode, quantity });
      },
      async write(tx, rows) {
        const refused = new Map<number, string>();
        const names = [...new Set(rows.map((r) => r.value.name))];
        const templates = new Map((await repo.templatesByName(tx, job.tenantId, job.companyId, names)).map((t) => [t.name, t]));
        const fresh = new Map<string, { name: string; supplierCompanyId: number; contractId: number }>();
        const accepted = rows.filter(({ rowNo, value: v }) => {
          const supplierId = templates.get(v.name)?.supplierCompanyId ?? fresh.get(v.name)?.supplierCompanyId ?? v.supplierCompanyId;
          if (supplierId !== v.supplierCompanyId) {
            refused.set(rowNo, `模板名称「${v.name}」已用于其他供应商的模板`);
            return false;
          }
          if (!templates.has(v.name) && !fresh.has(v.name))
            fresh.set(v.name, { name: v.name, supplierCompanyId: v.supplierCompanyId, contractId: v.contractId });
          return true;
        });
        const ids = new Map([...templates.values()].map((t) => [t.name, t.id]));
        if (fresh.size)
          for (const t of await repo.insertTemplates(tx, job.tenantId, job.companyId, job.userId, [...fresh.values()]))
            ids.set(t.name, t.id);
        await repo.touchTemplates(
          tx,
          job.tenantId,
          [...templates.values()].map((t) => t.id),
        );
        const lines = lastPerKey(accepted, (v) => `${v.name}\u0000${v.productCode}`).map(({ value: v }) => ({
          templateId: ids.get(v.name)!,
          productCode: v.productCode,
          quantity: v.quantity,
        }));
        if (lines.length) await repo.upsertTemplateLines(tx, job.tenantId, lines);
        return refused;
      },
    };
  },
};

type OperationType = { productLineCode: string; code: string; name: string };

const templateOperation: KindDef<OperationType> = {
  rules: [
    '必填；本企业（供应商）自己的产品线编码',
    '必填；字母、数字、下划线、点或短横线，最长40个字符',
    '必填；最长100个字符，已有编码会更新名称',
  ],
  async prepare(db, job) {
    const lines = await db.tenant(job.tenantId, (tx) => repo.ownLineCodes(tx, job.tenantId, job.companyId));
    return {
      check(cells) {
        const c = new RowCheck();
        const productLineCode = c.code('产品线编码', cells[0]!);
        const code = c.code('手术类型编码', cells[1]!);
        const name = c.text('手术类型名称', cells[2]!, 100);
        if (productLineCode && !c.errors.length && !lines.has(productLineCode)) c.fail(`产品线编码 ${productLineCode} 不是本企业的产品线`);
        return c.verdict({ productLineCode, code, name });
      },
      async write(tx, rows) {
        await repo.upsertOperationTypes(
          tx,
          job.tenantId,
          lastPerKey(rows, (v) => `${v.productLineCode}\u0000${v.code}`).map((r) => r.value),
        );
        return new Map();
      },
    };
  },
};

type StockIn = {
  warehouseId: number;
  houseCode: string;
  productCode: string;
  batchNo: string;
  serialNo: string | null;
  expiryDate: string;
  quantity: number;
};

const operation: KindDef<StockIn> = {
  rules: [
    '必填；本企业的仓库编码',
    '必填；本企业合同内的产品编码',
    '必填；最长40个字符',
    '选填；最长60个字符，填写时数量应为1',
    '必填；YYYY-MM-DD，同批号应与库存中的有效期一致',
    '必填；1到99999之间的整数',
  ],
  async prepare(db, job) {
    const { houses, products } = await db.tenant(job.tenantId, async (tx) => ({
      houses: await repo.ownWarehouses(tx, job.tenantId, job.companyId),
      products: await repo.knownProductCodes(tx, job.tenantId, job.companyId),
    }));
    return {
      check(cells) {
        const c = new RowCheck();
        const houseCode = c.code('仓库编码', cells[0]!);
        const productCode = c.code('产品编码', cells[1]!);
        const batchNo = c.text('批号', cells[2]!, 40);
        const serialNo = c.text('序列号', cells[3]!, 60, false);
        const expiryDate = c.day('有效期', cells[4]!);
        const quantity = c.quantity('数量', cells[5]!);
        if (houseCode && !houses.has(houseCode)) c.fail(`仓库编码 ${houseCode} 不是本企业的仓库`);
        if (productCode && !products.has(productCode)) c.fail(`产品编码 ${productCode} 不在本企业的合同内`);
        if (serialNo && quantity > 1) c.fail('填写序列号时数量应为1');
        return c.verdict({
          warehouseId: houses.get(houseCode) ?? 0,
          houseCode,
          productCode,
          batchNo,
          serialNo: serialNo || null,
          expiryDate,
          quantity,
        });
      },
      async write(tx, rows) {
        const refused = new Map<number, string>();
        const key = (s: { warehouseId: number; productCode: string; batchNo: string; serialNo: string | null }) =>
          [s.warehouseId, s.productCode, s.batchNo, s.serialNo ?? ''].join('\u0000');
        const existing = new Map(
          (
            await repo.stockRowsFor(
              tx,
              job.tenantId,
              [...new Set(rows.map((r) => r.value.warehouseId))],
              [...new Set(rows.map((r) => r.value.productCode))],
              [...new Set(rows.map((r) => r.value.batchNo))],
            )
          ).map((s) => [key(s), s]),
        );
        const added = new Map<number, number>();
        const fresh = new Map<string, StockIn>();
        for (const { rowNo, value: v } of rows) {
          const k = key(v);
          const known = existing.get(k) ?? fresh.get(k);
          if (v.serialNo && known) refused.set(rowNo, `序列号 ${v.serialNo} 已在仓库 ${v.houseCode} 的库存中`);
          else if (known && known.expiryDate !== v.expiryDate)
            refused.set(rowNo, `有效期 ${v.expiryDate} 与库存中批号 ${v.batchNo} 的有效期 ${known.expiryDate} 不一致`);
          else if (existing.has(k)) added.set(existing.get(k)!.id, (added.get(existing.get(k)!.id) ?? 0) + v.quantity);
          else if (fresh.has(k)) fresh.get(k)!.quantity += v.quantity;
          else fresh.set(k, { ...v });
        }
        for (const [id, quantity] of added) await repo.addStock(tx, job.tenantId, id, quantity);
        await repo.insertStock(
          tx,
          job.tenantId,
          [...fresh.values()].map(({ houseCode: _house, ...s }) => s),
        );
        return refused;
      },
    };
  },
};

type Warehouse = { houseCode: string; name: string };

const wareHosp: KindDef<Warehouse> = {
  rules: ['必填；字母、数字、下划线、点或短横线，最长40个字符，已有编码会更新名称', '必填；最长100个字符'],
  async prepare(_db, job) {
    return {
      check(cells) {
        const c = new RowCheck();
        return c.verdict({ houseCode: c.code('仓库编码', cells[0]!), name: c.text('仓库名称', cells[1]!, 100) });
      },
      async write(tx, rows) {
        const refused = new Map<number, string>();
        const latest = lastPerKey(rows, (v) => v.houseCode);
        const known = new Map(
          (
            await repo.warehousesByCodes(
              tx,
              job.tenantId,
              latest.map((r) => r.value.houseCode),
            )
          ).map((w) => [w.houseCode, w]),
        );
        const fresh: Warehouse[] = [];
        for (const { value: v } of latest) {
          const w = known.get(v.houseCode);
          if (!w) fresh.push(v);
          else if (w.companyId === job.companyId) await repo.renameWarehouse(tx, job.tenantId, job.companyId, w.id, v.name);
        }
        // every row naming a code of another company is refused, not only the last one
        for (const { rowNo, value: v } of rows) {
          const w = known.get(v.houseCode);
          if (w && w.companyId !== job.companyId) refused.set(rowNo, '仓库编码已被其他企业使用');
        }
        await repo.insertWarehouses(tx, job.tenantId, job.companyId, fresh);
        return refused;
      },
    };
  },
};

export const IMPORT_KIND_DEFS: Record<ImportKind, KindDef<any>> = { orderLines, templateProduct, templateOperation, operation, wareHosp };
