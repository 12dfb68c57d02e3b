// Consigned goods of the demo: consignment orders (received, with their delivery notice) that placed a
// supplier's batches and serial numbers at a distributor or hospital, usage reported against them, and a
// submitted fill-up order covering some of it. Tenant 1: FC0001 at AG0001 (one batch expiring within 30
// days), AG0002 and hospital HO0001; FC0002 at AG0001. Tenant 2: a couple of items. Product names and
// prices come from the contract products of mall.ts; dates are relative to the seeding day.
import { and, eq, inArray } from 'drizzle-orm';
import type { CarryWay } from '@medportal/contracts/mall/common.contract';
import type { Database, Tx } from '../client.js';
import {
  companies,
  mallConsignmentItems,
  mallConsignmentUsages,
  mallContractProducts,
  mallContracts,
  mallDeliveryNoticeLines,
  mallDeliveryNotices,
  mallOrderAddresses,
  mallOrderEvents,
  mallOrderLines,
  mallOrders,
  users,
} from '../schema.js';
import { nextCode } from '../../modules/mall-center/orders/order-code.js';

type Placed = { product: string; batch: string; expiresIn: number; quantity?: number; serials?: string[] };
type Placement = {
  holder: string;
  supplier: string;
  contract: string | null;
  daysAgo: number;
  carryWay: CarryWay;
  trackingNo: string;
  items: Placed[];
};
/** batch is the batch number, or the serial number for serial-tracked goods */
type Usage = { holder: string; batch: string; quantity: number; daysAgo: number; usedFor: string; fillup?: string };
type Fillup = { key: string; daysAgo: number; carryWay: CarryWay; memo: string };
/**
 * people: company code -> the demo user who acts for it (creates the consignment and fill-up orders as
 * holder, confirms and ships them as supplier), as the contract orders' buyer and supplier users do: the
 * data scope 'own' of the order lists reads created_by and the events' actors.
 */
type ConsignmentSeed = { placements: Placement[]; usages: Usage[]; fillups: Fillup[]; people: Record<string, string> };

const DAY = 86_400_000;
const ago = (days: number, hour = 10) => new Date(Math.floor(Date.now() / DAY - days) * DAY + (hour - 8) * 3600_000);
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const TENANT_ONE: ConsignmentSeed = {
  people: { AG0001: 'ag_user', AG0002: 'ag2_user', FC0001: 'fc_sales', FC0002: 'fc2_sales' },
  placements: [
    {
      holder: 'AG0001',
      supplier: 'FC0001',
      contract: 'HT-KR-2026-001',
      daysAgo: 60,
      carryWay: 'e',
      trackingNo: 'SF1402238871',
      items: [
        { product: 'KR-SYR-5', batch: 'JS2603', expiresIn: 700, quantity: 200 },
        { product: 'KR-INF-01', batch: 'JI2602', expiresIn: 500, quantity: 100 },
        { product: 'KR-MASK-01', batch: 'JM2511', expiresIn: 20, quantity: 50 },
        { product: 'KR-GOWN-01', batch: 'JG2509', expiresIn: 420, quantity: 40 },
        { product: 'KR-CATH-16', batch: 'JC2601', expiresIn: 300, serials: ['JC2601-0001', 'JC2601-0002', 'JC2601-0003'] },
        {
          product: 'KR-CVC-7',
          batch: 'JCVC2602',
          expiresIn: 720,
          serials: ['JCVC2602-0001', 'JCVC2602-0002', 'JCVC2602-0003', 'JCVC2602-0004'],
        },
      ],
    },
    {
      holder: 'AG0001',
      supplier: 'FC0002',
      contract: 'HT-MD-2026-001',
      daysAgo: 40,
      carryWay: 'f',
      trackingNo: 'DBL6630912457',
      items: [
        { product: 'MD-GLU-50', batch: 'JG2512', expiresIn: 150, quantity: 60 },
        { product: 'MD-SPO2-A', batch: 'JSP2601', expiresIn: 1000, serials: ['SPO2A-260101', 'SPO2A-260102'] },
      ],
    },
    {
      holder: 'AG0002',
      supplier: 'FC0001',
      contract: 'HT-KR-2026-002',
      daysAgo: 30,
      carryWay: 'e',
      trackingNo: 'SF1402251093',
      items: [
        { product: 'KR-SYR-5', batch: 'ZS2603', expiresIn: 690, quantity: 100 },
        { product: 'KR-CATH-16', batch: 'ZC2601', expiresIn: 290, serials: ['ZC2601-0001'] },
      ],
    },
    // the hospital's goods come after the distributors' and in small quantities
    {
      holder: 'HO0001',
      supplier: 'FC0001',
      contract: null,
      daysAgo: 25,
      carryWay: 'b',
      trackingNo: 'KR-SH-250601',
      items: [
        { product: 'KR-CVC-7', batch: 'HCVC2602', expiresIn: 710, serials: ['HCVC2602-0001', 'HCVC2602-0002'] },
        { product: 'KR-CATH-16', batch: 'HC2601', expiresIn: 280, quantity: 5 },
        { product: 'KR-GOWN-01', batch: 'HG2509', expiresIn: 400, quantity: 4 },
        { product: 'KR-MASK-01', batch: 'HM2511', expiresIn: 25, quantity: 3 },
      ],
    },
  ],
  usages: [
    { holder: 'AG0001', batch: 'JCVC2602-0001', quantity: 1, daysAgo: 12, usedFor: '南京市康宁医院 心内科 中心静脉置管术', fillup: 'A' },
    { holder: 'AG0001', batch: 'JS2603', quantity: 30, daysAgo: 10, usedFor: '南京市康宁医院 门诊注射室', fillup: 'A' },
    { holder: 'AG0001', batch: 'JC2601-0002', quantity: 1, daysAgo: 5, usedFor: '南京市康宁医院 泌尿外科 留置导尿' },
    { holder: 'AG0001', batch: 'JI2602', quantity: 20, daysAgo: 3, usedFor: '南京市康宁医院 住院部静脉输液' },
    { holder: 'AG0001', batch: 'JM2511', quantity: 10, daysAgo: 2, usedFor: '南京市康宁医院 手术室' },
    { holder: 'AG0001', batch: 'JG2512', quantity: 5, daysAgo: 4, usedFor: '南京市康宁医院 内分泌科 血糖监测' },
    { holder: 'AG0002', batch: 'ZS2603', quantity: 15, daysAgo: 6, usedFor: '杭州市西湖惠民医院 门诊注射室' },
    { holder: 'HO0001', batch: 'HCVC2602-0001', quantity: 1, daysAgo: 1, usedFor: '心血管内科 导管室3号间' },
    { holder: 'HO0001', batch: 'HG2509', quantity: 2, daysAgo: 2, usedFor: '普外科 第二手术室' },
  ],
  fillups: [{ key: 'A', daysAgo: 8, carryWay: 'e', memo: '补充本月心内科与门诊已用寄售产品' }],
};

const TENANT_TWO: ConsignmentSeed = {
  people: { AG0001: 't2_user' },
  placements: [
    {
      holder: 'AG0001',
      supplier: 'FC0001',
      contract: 'HT-HD-2026-001',
      daysAgo: 20,
      carryWay: 'e',
      trackingNo: 'HD-YT-0001',
      items: [
        { product: 'HD-SCR-35', batch: 'HDC2601', expiresIn: 900, serials: ['HDSCR-C001', 'HDSCR-C002'] },
        { product: 'HD-IVC-22', batch: 'HDI2601', expiresIn: 500, quantity: 200 },
      ],
    },
  ],
  usages: [{ holder: 'AG0001', batch: 'HDSCR-C001', quantity: 1, daysAgo: 3, usedFor: '华东协和医院 骨科手术' }],
  fillups: [],
};

type Held = {
  id: number;
  holderCompanyId: number;
  supplierCompanyId: number;
  contractId: number | null;
  product: typeof mallContractProducts.$inferSelect;
};
type Receiver = { addressId: number | null; receiver: string | null; receiverPhone: string | null; receiverAddress: string | null };

async function writeConsignment(tx: Tx, tenantId: number, s: ConsignmentSeed) {
  const rows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const company = (code: string) => {
    const id = rows.find((r) => r.code === code)?.id;
    if (id === undefined) throw new Error(`consignment seed: no company ${code} in tenant ${tenantId}`);
    return id;
  };
  const userRows = await tx.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.tenantId, tenantId));
  /** the user acting for a company, null when the seed names none */
  const actor = (companyId: number): number | null => {
    const code = rows.find((r) => r.id === companyId)?.code;
    const name = code === undefined ? undefined : s.people[code];
    return userRows.find((u) => u.userName === name)?.id ?? null;
  };
  const contracts = await tx
    .select({ id: mallContracts.id, code: mallContracts.contractCode })
    .from(mallContracts)
    .where(eq(mallContracts.tenantId, tenantId));
  const products = await tx
    .select()
    .from(mallContractProducts)
    .where(eq(mallContractProducts.tenantId, tenantId))
    .orderBy(mallContractProducts.id);
  const product = (code: string) => {
    const p = products.find((x) => x.productCode === code);
    if (!p) throw new Error(`consignment seed: no product ${code} in tenant ${tenantId}`);
    return p;
  };
  const receiverOf = async (companyId: number): Promise<Receiver> => {
    const [a] = await tx
      .select()
      .from(mallOrderAddresses)
      .where(
        and(eq(mallOrderAddresses.tenantId, tenantId), eq(mallOrderAddresses.companyId, companyId), eq(mallOrderAddresses.isDefault, true)),
      );
    return a
      ? {
          addressId: a.id,
          receiver: a.receiver,
          receiverPhone: a.phone,
          receiverAddress: `${a.provinceName}${a.cityName === '市辖区' ? '' : a.cityName}${a.detailedAddress}`,
        }
      : { addressId: null, receiver: null, receiverPhone: null, receiverAddress: null };
  };
  // holder code / batch or serial number -> the consigned row
  const held = new Map<string, Held>();
  for (const p of s.placements) {
    const buyerCompanyId = company(p.holder);
    const supplierCompanyId = company(p.supplier);
    const contractId = p.contract ? contracts.find((c) => c.code === p.contract)!.id : null;
    const placed = p.items.flatMap((it) =>
      (it.serials ?? [null]).map((serialNo) => ({ ...it, serialNo, quantity: it.serials ? 1 : it.quantity! })),
    );
    const lines = p.items.map((it, k) => {
      const cp = product(it.product);
      const quantity = placed.filter((r) => r.product === it.product).reduce((n, r) => n + r.quantity, 0);
      return {
        tenantId,
        lineNo: k + 1,
        productCode: cp.productCode,
        productName: cp.productName,
        specification: cp.specification,
        unit: cp.unit,
        productLineCode: cp.productLineCode,
        quantity,
        priceFen: cp.priceFen,
        amountFen: quantity * cp.priceFen,
        batchNo: it.batch,
        shippedQuantity: quantity,
        receivedQuantity: quantity,
      };
    });
    const created = ago(p.daysAgo, 9);
    const [order] = await tx
      .insert(mallOrders)
      .values({
        tenantId,
        orderCode: await nextCode(tx, tenantId, 'PO', created),
        orderType: 'consignment',
        buyerCompanyId,
        supplierCompanyId,
        contractId,
        status: 'received',
        carryWay: p.carryWay,
        ...(await receiverOf(buyerCompanyId)),
        memo: '寄售铺货',
        totalFen: lines.reduce((n, l) => n + l.amountFen, 0),
        createdBy: actor(buyerCompanyId),
        createdAt: created,
        updatedAt: ago(p.daysAgo - 3, 15),
        submittedAt: created,
      })
      .returning({ id: mallOrders.id });
    const orderId = order!.id;
    const lineIds = await tx
      .insert(mallOrderLines)
      .values(lines.map((l) => ({ ...l, orderId })))
      .returning({ id: mallOrderLines.id, productCode: mallOrderLines.productCode });
    const steps: [string, string | null, string, number, number, number][] = [
      ['submit', null, 'submitted', buyerCompanyId, p.daysAgo, 9],
      ['confirm', 'submitted', 'confirmed', supplierCompanyId, p.daysAgo, 14],
      ['ship', 'confirmed', 'shipped', supplierCompanyId, p.daysAgo - 1, 10],
      ['receive', 'shipped', 'received', buyerCompanyId, p.daysAgo - 3, 15],
    ];
    await tx.insert(mallOrderEvents).values(
      steps.map(([action, fromStatus, toStatus, actorCompanyId, d, h]) => ({
        tenantId,
        orderId,
        action,
        fromStatus,
        toStatus,
        actorUserId: actor(actorCompanyId),
        actorCompanyId,
        createdAt: ago(d, h),
      })),
    );
    const [notice] = await tx
      .insert(mallDeliveryNotices)
      .values({
        tenantId,
        noticeCode: await nextCode(tx, tenantId, 'DN', ago(p.daysAgo - 1)),
        orderId,
        supplierCompanyId,
        buyerCompanyId,
        carryWay: p.carryWay,
        trackingNo: p.trackingNo,
        status: 'received',
        shippedAt: ago(p.daysAgo - 1, 10),
        receivedAt: ago(p.daysAgo - 3, 15),
      })
      .returning({ id: mallDeliveryNotices.id });
    await tx.insert(mallDeliveryNoticeLines).values(
      placed.map((r) => ({
        tenantId,
        noticeId: notice!.id,
        orderLineId: lineIds.find((l) => l.productCode === r.product)!.id,
        productCode: r.product,
        productName: product(r.product).productName,
        batchNo: r.batch,
        serialNo: r.serialNo,
        expiryDate: day(r.expiresIn),
        quantity: r.quantity,
      })),
    );
    const items = await tx
      .insert(mallConsignmentItems)
      .values(
        placed.map((r) => {
          const cp = product(r.product);
          const used = s.usages
            .filter((x) => x.holder === p.holder && x.batch === (r.serialNo ?? r.batch))
            .reduce((n, x) => n + x.quantity, 0);
          return {
            tenantId,
            supplierCompanyId,
            holderCompanyId: buyerCompanyId,
            contractId,
            productCode: cp.productCode,
            productName: cp.productName,
            specification: cp.specification,
            unit: cp.unit,
            productLineCode: cp.productLineCode,
            batchNo: r.batch,
            serialNo: r.serialNo,
            expiryDate: day(r.expiresIn),
            priceFen: cp.priceFen,
            quantity: r.quantity,
            usedQuantity: used,
            sourceOrderId: orderId,
            createdAt: ago(p.daysAgo - 3, 15),
          };
        }),
      )
      .returning({
        id: mallConsignmentItems.id,
        batchNo: mallConsignmentItems.batchNo,
        serialNo: mallConsignmentItems.serialNo,
        productCode: mallConsignmentItems.productCode,
      });
    for (const it of items) {
      held.set(`${p.holder}/${it.serialNo ?? it.batchNo}`, {
        id: it.id,
        holderCompanyId: buyerCompanyId,
        supplierCompanyId,
        contractId,
        product: product(it.productCode),
      });
    }
  }
  const usageIds = await tx
    .insert(mallConsignmentUsages)
    .values(
      s.usages.map((x) => ({
        tenantId,
        itemId: held.get(`${x.holder}/${x.batch}`)!.id,
        quantity: x.quantity,
        usedAt: ago(x.daysAgo, 11),
        usedFor: x.usedFor,
      })),
    )
    .returning({ id: mallConsignmentUsages.id });
  for (const f of s.fillups) {
    const covered = s.usages.flatMap((x, k) =>
      x.fillup === f.key ? [{ ...x, usageId: usageIds[k]!.id, item: held.get(`${x.holder}/${x.batch}`)! }] : [],
    );
    const first = covered[0]!.item;
    await writeFillup(tx, tenantId, f, first, await receiverOf(first.holderCompanyId), covered, actor(first.holderCompanyId));
  }
}

/** A submitted fill-up order covering the usages marked with its key (all of one holder and supplier). */
async function writeFillup(
  tx: Tx,
  tenantId: number,
  f: Fillup,
  first: Held,
  receiver: Receiver,
  covered: { usageId: number; quantity: number; item: Held }[],
  createdBy: number | null,
) {
  const codes = [...new Set(covered.map((x) => x.item.product.productCode))].sort();
  const lines = codes.map((code, k) => {
    const cp = covered.find((x) => x.item.product.productCode === code)!.item.product;
    const quantity = covered.filter((x) => x.item.product.productCode === code).reduce((n, x) => n + x.quantity, 0);
    return {
      tenantId,
      lineNo: k + 1,
      productCode: code,
      productName: cp.productName,
      specification: cp.specification,
      unit: cp.unit,
      productLineCode: cp.productLineCode,
      quantity,
      priceFen: cp.priceFen,
      amountFen: quantity * cp.priceFen,
    };
  });
  const created = ago(f.daysAgo, 16);
  const [order] = await tx
    .insert(mallOrders)
    .values({
      tenantId,
      orderCode: await nextCode(tx, tenantId, 'CF', created),
      orderType: 'fillup',
      buyerCompanyId: first.holderCompanyId,
      supplierCompanyId: first.supplierCompanyId,
      contractId: first.contractId,
      status: 'submitted',
      carryWay: f.carryWay,
      ...receiver,
      memo: f.memo,
      totalFen: lines.reduce((n, x) => n + x.amountFen, 0),
      createdBy,
      createdAt: created,
      updatedAt: created,
      submittedAt: created,
    })
    .returning({ id: mallOrders.id });
  const orderId = order!.id;
  await tx.insert(mallOrderLines).values(lines.map((x) => ({ ...x, orderId })));
  await tx.insert(mallOrderEvents).values({
    tenantId,
    orderId,
    action: 'submit',
    fromStatus: null,
    toStatus: 'submitted',
    actorUserId: createdBy,
    actorCompanyId: first.holderCompanyId,
    createdAt: created,
  });
  await tx
    .update(mallConsignmentUsages)
    .set({ fillupOrderId: orderId })
    .where(
      and(
        eq(mallConsignmentUsages.tenantId, tenantId),
        inArray(
          mallConsignmentUsages.id,
          covered.map((x) => x.usageId),
        ),
      ),
    );
}

export async function seedMallConsignment(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeConsignment(tx, 1, TENANT_ONE));
  await db.tenant(2, (tx) => writeConsignment(tx, 2, TENANT_TWO));
}
