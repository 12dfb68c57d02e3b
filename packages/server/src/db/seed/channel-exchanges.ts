// First-camp exchanges (首营) of the demo companies, after their qualification files (channel-files.ts):
// - an approved company exchange for every buyer and supplier that trade (each mall contract's pair, in
//   both tenants, and HO0001's consignment supplier FC0001), so their orders pass the first-camp gate;
// - one exchange in each other state: requested, reviewing (its approval instance running at the buyer,
//   started through the engine), rejected with a reason, cancelled, and a supplier's offer under review;
// - one forced buyer: AG0005 approved FC0002's set at its production licence's version 1, then FC0002
//   changed that licence (version 2), so AG0005's users see the forced dialog. The contract pairs of
//   FC0002 approve after the change and are not forced. AG0001, AG0002, AG0006 and HO0001 (logins of
//   other tests) are never forced.
import { and, eq } from 'drizzle-orm';
import { qualificationFileDetails } from '@medportal/contracts/channel/qualification-files.contract';
import type { Database, Tx } from '../client.js';
import { seedExchange, type SeedExchange } from '../../modules/channel-center/exchanges/exchanges.service.js';
import { headsOf, insertVersion, versionsOf } from '../../modules/channel-center/qualification-files/qualification-files.repository.js';
import { mallContracts } from '../../modules/mall-center/vendors/vendors.table.js';
import { products } from '../../modules/product-center/products/products.table.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

/** The forced pair: AG0005 buying from FC0002, outdated by FC0002's changed production licence. */
export const FORCED_PAIR = { buyer: 'AG0005', supplier: 'FC0002' } as const;

/** Buyers that trade without a contract: HO0001 holds FC0001's consignment goods (mall-consignment.ts). */
const EXTRA_PAIRS: [buyer: string, supplier: string][] = [['HO0001', 'FC0001']];

type StateSeed = Omit<SeedExchange, 'buyerCompanyId' | 'supplierCompanyId' | 'productId'> & {
  buyer: string;
  supplier: string;
  product?: string;
  daysAgo: number;
};

/** One exchange per state, between companies whose logins no other test uses. */
export const EXCHANGE_STATES_T1: StateSeed[] = [
  { buyer: 'AG0007', supplier: 'FC0001', status: 'requested', requestNote: '拟采购注射器类产品，请提供企业资质', daysAgo: 2 },
  { buyer: 'AG0008', supplier: 'FC0002', status: 'reviewing', requestNote: '年度新增供应商首营', daysAgo: 4 },
  {
    buyer: 'AG0008',
    supplier: 'FC0001',
    scope: 'product',
    product: 'KR-SYR-5',
    initiator: 'supplier',
    status: 'reviewing',
    requestNote: '我司注射器产品资质，请审核',
    daysAgo: 3,
  },
  {
    buyer: 'AG0009',
    supplier: 'FC0002',
    status: 'rejected',
    requestNote: '首营资料索取',
    rejectReason: '生产许可证扫描件不清晰，请重新上传后再次发送',
    daysAgo: 12,
  },
  { buyer: 'AG0010', supplier: 'FC0001', status: 'cancelled', requestNote: '误选供应商', daysAgo: 8 },
  { buyer: 'HO0003', supplier: 'AG0007', status: 'requested', requestNote: '医院新增配送商首营', daysAgo: 1 },
];

async function idsOf(tx: Tx, tenantId: number): Promise<(code: string) => number> {
  const rows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  return (code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`exchange seed: no company ${code} in tenant ${tenantId}`);
    return row.id;
  };
}

/** The pairs that trade: every contract's buyer and supplier (distinct), and the extra pairs. */
async function tradingPairs(
  tx: Tx,
  tenantId: number,
  idOf: (code: string) => number,
  extra: [string, string][],
): Promise<[number, number][]> {
  const rows = await tx
    .selectDistinct({ buyer: mallContracts.buyerCompanyId, supplier: mallContracts.supplierCompanyId })
    .from(mallContracts)
    .where(eq(mallContracts.tenantId, tenantId));
  const pairs = new Map(rows.map((r) => [`${r.buyer}/${r.supplier}`, [r.buyer, r.supplier] as [number, number]]));
  for (const [b, s] of extra) pairs.set(`${idOf(b)}/${idOf(s)}`, [idOf(b), idOf(s)]);
  return [...pairs.values()];
}

/** FC0002's production licence changes (生产地址变更): a version 2 with the same number and validity. */
async function changeForcingLicence(tx: Tx, tenantId: number, supplierId: number): Promise<void> {
  const head = (await headsOf(tx, tenantId, [supplierId])).find((h) => h.fileType === 'production_license');
  if (!head) throw new Error('exchange seed: FC0002 has no production licence');
  const current = (await versionsOf(tx, tenantId, head.id)).find((v) => v.version === head.currentVersion)!;
  const details = qualificationFileDetails.parse({
    ...(current.details as Record<string, unknown>),
    productionAddress: '深圳市光明区医疗器械产业园3号、5号厂房',
  });
  await insertVersion(tx, tenantId, {
    fileId: head.id,
    fromVersion: head.currentVersion,
    data: { fileNo: head.fileNo, validFrom: head.validFrom, validTo: head.validTo, details, attachments: current.attachments as [] },
    changeReason: '生产地址变更：新增5号厂房',
    createdBy: null,
  });
}

async function writeT1(tx: Tx): Promise<void> {
  const idOf = await idsOf(tx, 1);
  // the forced pair first: approved at version 1, then the licence changes
  await seedExchange(tx, 1, {
    buyerCompanyId: idOf(FORCED_PAIR.buyer),
    supplierCompanyId: idOf(FORCED_PAIR.supplier),
    status: 'approved',
    requestNote: '首营资质交换',
    at: daysAgo(30),
  });
  await changeForcingLicence(tx, 1, idOf(FORCED_PAIR.supplier));
  for (const [buyer, supplier] of await tradingPairs(tx, 1, idOf, EXTRA_PAIRS)) {
    await seedExchange(tx, 1, {
      buyerCompanyId: buyer,
      supplierCompanyId: supplier,
      status: 'approved',
      requestNote: '首营资质交换',
      at: daysAgo(20),
    });
  }
  for (const s of EXCHANGE_STATES_T1) {
    const productId =
      s.product === undefined
        ? null
        : (
            await tx
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.tenantId, 1), eq(products.code, s.product)))
              .limit(1)
          )[0]!.id;
    const { buyer, supplier, product: _product, daysAgo: ago, ...rest } = s;
    await seedExchange(tx, 1, { ...rest, buyerCompanyId: idOf(buyer), supplierCompanyId: idOf(supplier), productId, at: daysAgo(ago) });
  }
}

async function writeT2(tx: Tx): Promise<void> {
  const idOf = await idsOf(tx, 2);
  for (const [buyer, supplier] of await tradingPairs(tx, 2, idOf, [])) {
    await seedExchange(tx, 2, {
      buyerCompanyId: buyer,
      supplierCompanyId: supplier,
      status: 'approved',
      requestNote: '首营资质交换',
      at: daysAgo(20),
    });
  }
}

export async function seedChannelExchanges(db: Database): Promise<void> {
  await db.tenant(1, writeT1);
  await db.tenant(2, writeT2);
}
