// Contract orders of the demo: tenant 1 has at least two orders in every status between the distributors
// AG0001/AG0002 and the manufacturers FC0001/FC0002 (prices from their contracts), each with its status
// timeline, delivery notices (batch, expiry) for shipped ones and pay bills for some; tenant 2 has a few,
// every memo carrying '华东'. Times are relative to the seeding moment; order, notice and bill numbers
// come from the same per-day sequence as live ones (nextCode), so later numbers never collide.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import {
  companies,
  mallContractProducts,
  mallContracts,
  mallDeliveryNoticeLines,
  mallDeliveryNotices,
  mallOrderAddresses,
  mallOrderEvents,
  mallOrderLines,
  mallOrders,
  mallPayBills,
  users,
} from '../schema.js';
import { nextCode } from '../../modules/mall-center/orders/order-code.js';

type Status = 'draft' | 'submitted' | 'confirmed' | 'rejected' | 'partlyShipped' | 'shipped' | 'received' | 'completed' | 'cancelled';
/** product, quantity, batch number, days to expiry */
type Shipped = [product: string, quantity: number, batch: string, expiresIn: number];
type Shipment = { trackingNo: string; carryWay: string; lines: Shipped[]; received: boolean };
type SeedOrder = {
  contract: string;
  status: Status;
  hoursAgo: number;
  carryWay?: string;
  receiver?: string;
  memo?: string;
  lines: [product: string, quantity: number][];
  shipments?: Shipment[];
  /** fen paid, in one bill each */
  payments?: number[];
  /** reject reason, or the comment of a cancel */
  comment?: string;
  /** a cancel from submitted rather than from draft */
  cancelAfterSubmit?: boolean;
};
type Parties = { buyerUser: Record<string, string>; supplierUser: Record<string, string> };

const T1_PARTIES: Parties = {
  buyerUser: { AG0001: 'ag_user', AG0002: 'ag2_user' },
  supplierUser: { FC0001: 'fc_sales', FC0002: 'fc2_sales' },
};

const TENANT_ONE: SeedOrder[] = [
  {
    contract: 'HT-KR-2026-001',
    status: 'draft',
    hoursAgo: 20,
    carryWay: 'e',
    receiver: '王晓明',
    memo: '月度常规补货',
    lines: [
      ['KR-SYR-5', 500],
      ['KR-INF-01', 200],
    ],
  },
  { contract: 'HT-KR-2026-002', status: 'draft', hoursAgo: 5, lines: [['KR-MASK-01', 100]] },
  {
    contract: 'HT-MD-2026-001',
    status: 'submitted',
    hoursAgo: 50,
    carryWay: 'f',
    receiver: '王晓明',
    lines: [
      ['MD-GLU-50', 40],
      ['MD-ECG-50', 30],
    ],
  },
  {
    contract: 'HT-KR-2026-002',
    status: 'submitted',
    hoursAgo: 74,
    carryWay: 'c',
    receiver: '梁慧',
    memo: '杭州中心仓收货，请提前电话联系',
    lines: [
      ['KR-SYR-10', 1000],
      ['KR-CATH-16', 20],
    ],
  },
  {
    contract: 'HT-KR-2026-001',
    status: 'confirmed',
    hoursAgo: 120,
    carryWay: 'b',
    receiver: '孙立',
    memo: '跟台手术备货',
    lines: [
      ['KR-CVC-7', 2],
      ['KR-CATH-16', 50],
    ],
    payments: [50_000],
  },
  {
    contract: 'HT-MD-2026-001',
    status: 'confirmed',
    hoursAgo: 98,
    carryWay: 'd',
    receiver: '王晓明',
    lines: [
      ['MD-GLU-M1', 2],
      ['MD-SPO2-A', 10],
    ],
  },
  {
    contract: 'HT-KR-2026-001',
    status: 'rejected',
    hoursAgo: 190,
    carryWay: 'e',
    receiver: '王晓明',
    lines: [['KR-GOWN-01', 300]],
    comment: '手术衣L号库存不足，请改为M号后重新下单',
  },
  {
    contract: 'HT-KR-2026-002',
    status: 'rejected',
    hoursAgo: 215,
    carryWay: 'f',
    receiver: '罗斌',
    lines: [['KR-SYR-5', 20_000]],
    comment: '数量超出本季度合同约定供货量',
  },
  {
    contract: 'HT-KR-2026-001',
    status: 'partlyShipped',
    hoursAgo: 240,
    carryWay: 'f',
    receiver: '王晓明',
    lines: [
      ['KR-SYR-5', 2000],
      ['KR-MASK-01', 200],
    ],
    shipments: [
      {
        trackingNo: 'SF1403325566781',
        carryWay: 'e',
        lines: [
          ['KR-SYR-5', 1200, 'KR260301', 730],
          ['KR-MASK-01', 200, 'M2601', 365],
        ],
        received: false,
      },
    ],
  },
  {
    contract: 'HT-KR-2026-002',
    status: 'partlyShipped',
    hoursAgo: 290,
    carryWay: 'f',
    receiver: '梁慧',
    lines: [
      ['KR-SYR-10', 3000],
      ['KR-CATH-16', 40],
    ],
    shipments: [{ trackingNo: 'DBL8845120037', carryWay: 'f', lines: [['KR-SYR-10', 1000, 'KR260115', 700]], received: true }],
    payments: [62_000],
  },
  {
    contract: 'HT-MD-2026-001',
    status: 'shipped',
    hoursAgo: 336,
    carryWay: 'e',
    receiver: '王晓明',
    memo: '试剂需冷链运输',
    lines: [
      ['MD-COV-25', 100],
      ['MD-GLU-50', 60],
    ],
    shipments: [
      {
        trackingNo: 'SF1403329901234',
        carryWay: 'e',
        lines: [
          ['MD-COV-25', 100, 'CV2602', 240],
          ['MD-GLU-50', 60, 'G2601', 300],
        ],
        received: false,
      },
    ],
    payments: [1_520_000],
  },
  {
    contract: 'HT-KR-2026-001',
    status: 'shipped',
    hoursAgo: 360,
    carryWay: 'f',
    receiver: '孙立',
    lines: [['KR-INF-01', 500]],
    shipments: [
      { trackingNo: 'YTO7712093345', carryWay: 'e', lines: [['KR-INF-01', 300, 'I2601', 540]], received: true },
      { trackingNo: 'YTO7712099876', carryWay: 'e', lines: [['KR-INF-01', 200, 'I2602', 560]], received: false },
    ],
  },
  {
    contract: 'HT-KR-2026-002',
    status: 'received',
    hoursAgo: 480,
    carryWay: 'f',
    receiver: '梁慧',
    lines: [
      ['KR-MASK-01', 300],
      ['KR-SYR-5', 1000],
    ],
    shipments: [
      {
        trackingNo: 'DBL8845200150',
        carryWay: 'f',
        lines: [
          ['KR-MASK-01', 300, 'M2512', 380],
          ['KR-SYR-5', 1000, 'KR260210', 715],
        ],
        received: true,
      },
    ],
    payments: [200_000],
  },
  {
    contract: 'HT-MD-2026-001',
    status: 'received',
    hoursAgo: 530,
    carryWay: 'e',
    receiver: '王晓明',
    lines: [['MD-ECG-50', 100]],
    shipments: [{ trackingNo: 'SF1403320012345', carryWay: 'e', lines: [['MD-ECG-50', 100, 'E2512', 600]], received: true }],
  },
  {
    contract: 'HT-KR-2026-001',
    status: 'completed',
    hoursAgo: 720,
    carryWay: 'f',
    receiver: '王晓明',
    memo: '季度备货',
    lines: [
      ['KR-SYR-5', 3000],
      ['KR-INF-01', 1000],
    ],
    shipments: [
      { trackingNo: 'DBL8845011111', carryWay: 'f', lines: [['KR-SYR-5', 3000, 'KR251201', 690]], received: true },
      { trackingNo: 'DBL8845012222', carryWay: 'f', lines: [['KR-INF-01', 1000, 'I2511', 520]], received: true },
    ],
    payments: [135_000, 185_000],
  },
  {
    contract: 'HT-KR-2026-002',
    status: 'completed',
    hoursAgo: 840,
    carryWay: 'c',
    receiver: '罗斌',
    lines: [['KR-CATH-16', 60]],
    shipments: [{ trackingNo: 'ZTO5500123987', carryWay: 'c', lines: [['KR-CATH-16', 60, 'C2511', 260]], received: true }],
    payments: [75_000],
  },
  {
    contract: 'HT-KR-2026-001',
    status: 'cancelled',
    hoursAgo: 150,
    carryWay: 'e',
    receiver: '王晓明',
    lines: [['KR-GOWN-01', 50]],
    comment: '需求取消',
  },
  {
    contract: 'HT-MD-2026-001',
    status: 'cancelled',
    hoursAgo: 170,
    carryWay: 'e',
    receiver: '王晓明',
    lines: [['MD-GLU-50', 20]],
    comment: '重复下单',
    cancelAfterSubmit: true,
  },
];

const TENANT_TWO: SeedOrder[] = [
  {
    contract: 'HT-HD-2026-001',
    status: 'draft',
    hoursAgo: 10,
    carryWay: 'e',
    receiver: '华东收货员',
    memo: '华东门诊备货',
    lines: [['HD-IVC-22', 100]],
  },
  {
    contract: 'HT-HD-2026-001',
    status: 'submitted',
    hoursAgo: 40,
    carryWay: 'f',
    receiver: '华东仓管',
    memo: '华东骨科手术用',
    lines: [['HD-SCR-35', 5]],
  },
  {
    contract: 'HT-HD-2026-001',
    status: 'shipped',
    hoursAgo: 200,
    carryWay: 'e',
    receiver: '华东收货员',
    memo: '华东月度采购',
    lines: [['HD-IVC-22', 500]],
    shipments: [{ trackingNo: 'SF1403388800001', carryWay: 'e', lines: [['HD-IVC-22', 500, 'HD2602', 700]], received: false }],
    payments: [190_000],
  },
];

/** The statuses an order went through to reach its seeded one (after its creation). */
function pathOf(o: SeedOrder): Status[] {
  switch (o.status) {
    case 'draft':
      return [];
    case 'cancelled':
      return o.cancelAfterSubmit ? ['submitted', 'cancelled'] : ['cancelled'];
    case 'submitted':
      return ['submitted'];
    case 'rejected':
      return ['submitted', 'rejected'];
    default:
      return ['submitted', 'confirmed'];
  }
}

const HOUR = 3_600_000;
const dayText = (offsetDays: number, from: Date) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function writeOrders(tx: Tx, tenantId: number, orders: SeedOrder[], parties: Parties, now: Date) {
  const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const companyCode = new Map(companyRows.map((c) => [c.id, c.code]));
  const userRows = await tx.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.tenantId, tenantId));
  const userOf = (name: string | undefined) => userRows.find((u) => u.userName === name)?.id ?? null;
  const contracts = await tx
    .select()
    .from(mallContracts)
    .where(
      and(
        eq(mallContracts.tenantId, tenantId),
        inArray(
          mallContracts.contractCode,
          orders.map((o) => o.contract),
        ),
      ),
    );
  const products = await tx
    .select()
    .from(mallContractProducts)
    .where(
      and(
        eq(mallContractProducts.tenantId, tenantId),
        inArray(
          mallContractProducts.contractId,
          contracts.map((c) => c.id),
        ),
      ),
    );
  const addresses = await tx.select().from(mallOrderAddresses).where(eq(mallOrderAddresses.tenantId, tenantId));

  for (const o of orders) {
    const contract = contracts.find((c) => c.contractCode === o.contract)!;
    const [buyer, supplier] = [contract.buyerCompanyId, contract.supplierCompanyId];
    const buyerUser = userOf(parties.buyerUser[companyCode.get(buyer)!]);
    const supplierUser = userOf(parties.supplierUser[companyCode.get(supplier)!]);
    const address = o.receiver === undefined ? undefined : addresses.find((a) => a.companyId === buyer && a.receiver === o.receiver)!;
    const priced = o.lines.map(([code, quantity], i) => {
      const p = products.find((x) => x.contractId === contract.id && x.productCode === code)!;
      return {
        lineNo: i + 1,
        productCode: code,
        productName: p.productName,
        specification: p.specification,
        unit: p.unit,
        productLineCode: p.productLineCode,
        quantity,
        priceFen: p.priceFen,
        amountFen: quantity * p.priceFen,
      };
    });
    // each step of the timeline a few hours after the one before
    let clock = now.getTime() - o.hoursAgo * HOUR;
    const tick = () => new Date((clock += 3 * HOUR + 17 * 60_000));
    const createdAt = new Date(clock);
    const path = pathOf(o);
    const shipments = o.shipments ?? [];
    const shippedOf = (code: string, onlyReceived: boolean) =>
      shipments
        .filter((s) => !onlyReceived || s.received)
        .flatMap((s) => s.lines)
        .filter(([p]) => p === code)
        .reduce((n, [, q]) => n + q, 0);
    const [order] = await tx
      .insert(mallOrders)
      .values({
        tenantId,
        orderCode: await nextCode(tx, tenantId, 'PO', createdAt),
        buyerCompanyId: buyer,
        supplierCompanyId: supplier,
        contractId: contract.id,
        status: o.status,
        carryWay: o.carryWay ?? null,
        addressId: address?.id ?? null,
        receiver: address?.receiver ?? null,
        receiverPhone: address?.phone ?? null,
        receiverAddress: address ? `${address.provinceName}${address.cityName}${address.detailedAddress}` : null,
        memo: o.memo ?? null,
        totalFen: priced.reduce((n, l) => n + l.amountFen, 0),
        paidFen: (o.payments ?? []).reduce((n, x) => n + x, 0),
        createdBy: buyerUser,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const lines = await tx
      .insert(mallOrderLines)
      .values(
        priced.map((l) => ({
          ...l,
          tenantId,
          orderId: order!.id,
          shippedQuantity: shippedOf(l.productCode, false),
          receivedQuantity: shippedOf(l.productCode, true),
        })),
      )
      .returning({ id: mallOrderLines.id, productCode: mallOrderLines.productCode, productName: mallOrderLines.productName });

    const events: (typeof mallOrderEvents.$inferInsert)[] = [];
    const event = (
      action: string,
      fromStatus: Status | null,
      toStatus: Status,
      byBuyer: boolean,
      comment: string | null = null,
      at?: Date,
    ) =>
      events.push({
        tenantId,
        orderId: order!.id,
        action,
        fromStatus,
        toStatus,
        actorUserId: byBuyer ? buyerUser : supplierUser,
        actorCompanyId: byBuyer ? buyer : supplier,
        comment,
        createdAt: at ?? (events.length === 0 ? createdAt : tick()),
      });
    if (path[0] !== 'submitted') event('create', null, 'draft', true);
    let status: Status = path[0] === 'submitted' ? 'submitted' : 'draft';
    if (path[0] === 'submitted') event('submit', null, 'submitted', true);
    for (const next of path.slice(1).concat(path[0] === 'cancelled' ? ['cancelled'] : [])) {
      const action = { cancelled: 'cancel', rejected: 'reject', confirmed: 'confirm' }[next as 'cancelled' | 'rejected' | 'confirmed'];
      event(action, status, next, next === 'cancelled', next === 'confirmed' ? null : (o.comment ?? null));
      status = next;
    }
    let bills = o.payments ?? [];
    const pay = async (amountFen: number) => {
      const paidAt = tick();
      event('pay', status, status, true, null, paidAt);
      await tx.insert(mallPayBills).values({
        tenantId,
        billCode: await nextCode(tx, tenantId, 'PB', paidAt),
        orderId: order!.id,
        payerCompanyId: buyer,
        payeeCompanyId: supplier,
        amountFen,
        payMethod: '银行转账',
        paidAt,
        createdBy: buyerUser,
      });
    };
    // the first payment right after confirmation, the rest after the goods arrived
    if (bills.length && status === 'confirmed') {
      await pay(bills[0]!);
      bills = bills.slice(1);
    }
    const shippedSoFar = new Map<string, number>();
    for (const [i, s] of shipments.entries()) {
      const shippedAt = tick();
      for (const [p, q] of s.lines) shippedSoFar.set(p, (shippedSoFar.get(p) ?? 0) + q);
      const full = o.lines.every(([p, q]) => (shippedSoFar.get(p) ?? 0) >= q);
      event('ship', status, full ? 'shipped' : 'partlyShipped', false, null, shippedAt);
      status = full ? 'shipped' : 'partlyShipped';
      const receivedAt = s.received ? new Date(shippedAt.getTime() + 26 * HOUR) : null;
      const [notice] = await tx
        .insert(mallDeliveryNotices)
        .values({
          tenantId,
          noticeCode: await nextCode(tx, tenantId, 'DN', shippedAt),
          orderId: order!.id,
          supplierCompanyId: supplier,
          buyerCompanyId: buyer,
          carryWay: s.carryWay,
          trackingNo: s.trackingNo,
          status: s.received ? 'received' : 'shipped',
          shippedBy: supplierUser,
          shippedAt,
          receivedBy: s.received ? buyerUser : null,
          receivedAt,
        })
        .returning({ id: mallDeliveryNotices.id });
      await tx.insert(mallDeliveryNoticeLines).values(
        s.lines.map(([p, quantity, batchNo, expiresIn]) => {
          const line = lines.find((l) => l.productCode === p)!;
          return {
            tenantId,
            noticeId: notice!.id,
            orderLineId: line.id,
            productCode: p,
            productName: line.productName,
            batchNo,
            expiryDate: dayText(expiresIn, now),
            quantity,
          };
        }),
      );
      if (s.received) {
        clock = receivedAt!.getTime();
        const done = status === 'shipped' && shipments.slice(0, i + 1).every((x) => x.received) && i === shipments.length - 1;
        event('receive', status, done ? 'received' : status, true, null, receivedAt!);
        if (done) status = 'received';
      }
    }
    for (const amount of bills) await pay(amount);
    if (o.status === 'completed') {
      event('complete', status, 'completed', true);
      status = 'completed';
    }
    if (status !== o.status) throw new Error(`mall-orders seed: ${o.contract} reached ${status}, not ${o.status}`);
    await tx.insert(mallOrderEvents).values(events);
    await tx
      .update(mallOrders)
      .set({
        version: events.length,
        updatedAt: events.at(-1)!.createdAt,
        submittedAt: path[0] === 'submitted' ? events.find((e) => e.action === 'submit')!.createdAt : null,
      })
      .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.id, order!.id)));
  }
}

export async function seedMallOrders(db: Database, now = new Date()): Promise<void> {
  await db.tenant(1, (tx) => writeOrders(tx, 1, TENANT_ONE, T1_PARTIES, now));
  await db.tenant(2, (tx) => writeOrders(tx, 2, TENANT_TWO, { buyerUser: { AG0001: 't2_user' }, supplierUser: {} }, now));
}
