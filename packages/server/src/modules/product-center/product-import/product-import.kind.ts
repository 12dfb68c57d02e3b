// The product import's rows and the pictures archive's entries. A row is checked with the product
// fields of the contracts plus what was loaded once when the task started: the category code exists,
// the certificate exists and is held by the importing manufacturer, the UDI-DI is free in the tenant's
// products and packaging levels and in the file, the product code is new (an existing code is refused
// per row, whoever holds it: the import adds, it never changes a product). The valid rows become draft
// products in one transaction with an audit entry each. A picture entry's name (without extension) is a
// product code of the manufacturer, or the code + '_N' for a further picture; it is appended to the
// product's pictures (at most 9).
import { productFields } from '@medportal/contracts/product/products.contract';
import { PRODUCT_PICTURES_MAX } from '@medportal/contracts/product/product-import-rules';
import type { ArchiveKindDef } from '../../file-library/imports/archive-import.js';
import type { KindDef } from '../../file-library/imports/row-checks.js';
import { recordAudit, recordAudits, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { categoriesByCode } from '../categories/categories.service.js';
import { nameInitials } from '../products/name-initials.js';
import * as repo from './product-import.repository.js';

export const PRODUCT_IMPORT_RULES = [
  '必填；字母、数字、下划线、点或短横线，最长40个字符，在本平台唯一；已存在的产品编码不会被导入（请在产品列表中修改该产品）',
  '必填；最长200个字符',
  '必填；最长200个字符',
  '必填；如 个、盒、台，最长16个字符',
  '选填；产品分类的编码，一级如 14，二级如 14-01（见产品分类页面）',
  '选填；本企业的注册证或备案凭证编号，须已在注册证管理中登记',
  '选填；最小销售单元的 GTIN-14（14位数字，含校验位），不能与其他产品或包装重复',
  '选填；订单中使用的产品线编码，最长40个字符',
] as const;

type ProductRow = {
  code: string;
  name: string;
  specification: string;
  unit: string;
  categoryId: number | null;
  certificateId: number | null;
  udiDi: string | null;
  productLineCode: string | null;
  categoryCode: string | null;
  certNo: string | null;
};

export type ProductImportParams = { manufacturerName: string };

export function productImportDef(actor: AuditActor): KindDef<ProductRow> {
  return {
    rules: PRODUCT_IMPORT_RULES,
    async prepare(db, job) {
      const { categories, certificates, codes, dis } = await db.tenant(job.tenantId, async (tx) => ({
        categories: await categoriesByCode(tx, job.tenantId),
        certificates: await repo.certificatesOf(tx, job.tenantId),
        codes: await repo.productCodesOf(tx, job.tenantId),
        dis: await repo.takenUdiDis(tx, job.tenantId),
      }));
      const { manufacturerName } = job.params as ProductImportParams;
      const codeInFile = new Map<string, number>();
      const diInFile = new Map<string, number>();
      const codeTaken = (code: string, holder: number) =>
        holder === job.companyId
          ? `产品编码 ${code} 已存在（本企业已有该产品，请在产品列表中修改）`
          : `产品编码 ${code} 已被其他生产企业使用`;
      return {
        check(cells, rowNo) {
          const errors: string[] = [];
          const [code, name, specification, unit, categoryCode, certNo, udiDi, productLineCode] = cells.map((c) => c.trim());
          const parsed = productFields.safeParse({
            code,
            name,
            specification,
            unit,
            udiDi: udiDi || null,
            productLineCode: productLineCode || null,
          });
          if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((i) => i.message)));
          const category = categoryCode ? categories.get(categoryCode) : undefined;
          if (categoryCode && !category) errors.push(`分类编码 ${categoryCode} 不存在`);
          const cert = certNo ? certificates.get(certNo) : undefined;
          if (certNo && !cert) errors.push(`注册证编号 ${certNo} 不存在，请先在注册证管理中登记`);
          else if (cert && cert.holderCompanyId !== job.companyId) errors.push(`注册证编号 ${certNo} 不属于${manufacturerName}`);
          if (parsed.success) {
            const holder = codes.get(code!);
            if (holder !== undefined) errors.push(codeTaken(code!, holder));
            else if (codeInFile.has(code!)) errors.push(`产品编码 ${code} 与第${codeInFile.get(code!)}行重复`);
            if (udiDi && dis.has(udiDi)) errors.push(`UDI-DI ${udiDi} 已被其他产品或包装使用`);
            else if (udiDi && diInFile.has(udiDi)) errors.push(`UDI-DI ${udiDi} 与第${diInFile.get(udiDi)}行重复`);
          }
          if (errors.length || !parsed.success) return { error: errors.join('；') };
          // a valid row takes its code and UDI-DI: a later row with the same one fails
          codeInFile.set(parsed.data.code, rowNo);
          if (parsed.data.udiDi) diInFile.set(parsed.data.udiDi, rowNo);
          return {
            value: {
              code: parsed.data.code,
              name: parsed.data.name,
              specification: parsed.data.specification,
              unit: parsed.data.unit,
              categoryId: category?.id ?? null,
              certificateId: cert?.id ?? null,
              udiDi: parsed.data.udiDi,
              productLineCode: parsed.data.productLineCode,
              categoryCode: categoryCode || null,
              certNo: certNo || null,
            },
          };
        },
        async write(tx, rows) {
          // another import or a colleague may have taken a code or UDI-DI since the task started
          const nowCodes = await repo.productCodesOf(
            tx,
            job.tenantId,
            rows.map((r) => r.value.code),
          );
          const nowDis = await repo.takenUdiDis(
            tx,
            job.tenantId,
            rows.flatMap((r) => (r.value.udiDi ? [r.value.udiDi] : [])),
          );
          const refused = new Map<number, string>();
          for (const { rowNo, value: v } of rows) {
            const holder = nowCodes.get(v.code);
            if (holder !== undefined) refused.set(rowNo, codeTaken(v.code, holder));
            else if (v.udiDi && nowDis.has(v.udiDi)) refused.set(rowNo, `UDI-DI ${v.udiDi} 已被其他产品或包装使用`);
          }
          const accepted = rows.filter((r) => !refused.has(r.rowNo));
          if (!accepted.length) return refused;
          const ids = await repo.insertDrafts(
            tx,
            job.tenantId,
            job.companyId,
            accepted.map(({ value: v }) => ({
              code: v.code,
              name: v.name,
              nameInitials: nameInitials(v.name),
              specification: v.specification,
              unit: v.unit,
              categoryId: v.categoryId,
              certificateId: v.certificateId,
              udiDi: v.udiDi,
              productLineCode: v.productLineCode,
              createdBy: job.userId,
            })),
          );
          await recordAudits(
            tx,
            actor,
            accepted.map(({ value: v }, i) => ({
              action: 'create',
              objectType: 'product',
              objectId: ids[i]!,
              objectName: `${v.name}（${v.code}）`,
              objectCompanyId: job.companyId,
              after: {
                code: v.code,
                name: v.name,
                specification: v.specification,
                unit: v.unit,
                categoryCode: v.categoryCode,
                certNo: v.certNo,
                udiDi: v.udiDi,
                productLineCode: v.productLineCode,
                status: 'draft',
                source: `Excel 导入：${job.fileName}`,
              },
            })),
          );
          return refused;
        },
        async finish(tx, imported, failed) {
          await recordAudit(tx, actor, {
            action: 'import',
            objectType: 'productImport',
            objectId: job.progressId,
            objectName: job.fileName,
            objectCompanyId: job.companyId,
            after: { fileName: job.fileName, totalRows: imported + failed, importedRows: imported, failedRows: failed },
          });
        },
      };
    },
  };
}

// a further picture of a product: CODE_2.jpg (up to CODE_9)
const FURTHER = /^(.+)_([2-9])$/;

export function productPicturesDef(actor: AuditActor): ArchiveKindDef<{ code: string; n: number }> {
  return {
    async prepare(db, job) {
      const mine = await db.tenant(job.tenantId, (tx) => repo.manufacturerProducts(tx, job.tenantId, job.companyId));
      const { manufacturerName } = job.params as ProductImportParams;
      return {
        check(name) {
          const stem = name.slice(0, name.lastIndexOf('.'));
          const further = FURTHER.exec(stem);
          if (mine.has(stem)) return { value: { code: stem, n: 1 } };
          if (further && mine.has(further[1]!)) return { value: { code: further[1]!, n: Number(further[2]) } };
          return { error: `文件名 ${stem} 不是${manufacturerName}的产品编码（应为“产品编码.jpg”或“产品编码_2.jpg”）` };
        },
        async write(tx, rows) {
          const locked = await repo.manufacturerProducts(tx, job.tenantId, job.companyId, [...new Set(rows.map((r) => r.value.code))]);
          const refused = new Map<number, string>();
          const changed = new Map<string, repo.PictureRef[]>();
          // the pictures of a product in the order of their names: CODE before CODE_2 before CODE_3
          const ordered = [...rows].sort((a, b) => a.value.n - b.value.n || a.rowNo - b.rowNo);
          for (const { rowNo, value, file } of ordered) {
            const product = locked.get(value.code);
            if (!product) {
              refused.set(rowNo, `产品编码 ${value.code} 已不存在`);
              continue;
            }
            const pictures = changed.get(value.code) ?? [...product.pictures];
            if (pictures.length >= PRODUCT_PICTURES_MAX) {
              refused.set(rowNo, `产品 ${value.code} 已有${PRODUCT_PICTURES_MAX}张图片，不能再添加`);
              continue;
            }
            pictures.push(file);
            changed.set(value.code, pictures);
          }
          for (const [code, pictures] of changed) {
            const product = locked.get(code)!;
            await repo.setPictures(tx, job.tenantId, product.id, pictures);
            await recordAudit(tx, actor, {
              action: 'update',
              objectType: 'product',
              objectId: product.id,
              objectName: `${product.name}（${code}）`,
              objectCompanyId: job.companyId,
              before: { pictures: product.pictures.map((p) => p.fileName) },
              after: { pictures: pictures.map((p) => p.fileName), source: `图片导入：${job.fileName}` },
            });
          }
          return refused;
        },
        async finish(tx, imported, failed) {
          await recordAudit(tx, actor, {
            action: 'import',
            objectType: 'productPictureImport',
            objectId: job.progressId,
            objectName: job.fileName,
            objectCompanyId: job.companyId,
            after: { fileName: job.fileName, totalFiles: imported + failed, importedFiles: imported, failedFiles: failed },
          });
        },
      };
    },
  };
}
