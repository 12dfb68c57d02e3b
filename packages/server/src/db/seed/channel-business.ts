// Channel business records (渠道商务) of the demo manufacturers: FC0001 and FC0002 with several distributors,
// product lines (mall.ts) and regions, first and second tier, one stopped. Dates relative to the tenant's today.
import { addDays } from '@medportal/contracts/common/time';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import { tenantTodayIn } from '../../modules/config-center/config/config.service.js';
import { insertRecord, setStatus } from '../../modules/channel-center/channel-business/channel-business.repository.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';

type RecordSeed = {
  company: string;
  dealer: string;
  line: string;
  regions: string[];
  tier: 1 | 2;
  /** days before today the record started; days from today it ends (absent: open-ended) */
  fromAgo: number;
  toIn?: number;
  remark?: string;
  stopped?: boolean;
};

export const CHANNEL_BUSINESS_T1: RecordSeed[] = [
  {
    company: 'FC0001',
    dealer: 'AG0001',
    line: 'PL-KR-INJ',
    regions: ['320000'],
    tier: 1,
    fromAgo: 300,
    toIn: 430,
    remark: '江苏全省一级经销',
  },
  {
    company: 'FC0001',
    dealer: 'AG0001',
    line: 'PL-KR-CATH',
    regions: ['320100', '320500'],
    tier: 1,
    fromAgo: 120,
    toIn: 245,
    remark: '南京、苏州三甲医院跟台',
  },
  { company: 'FC0001', dealer: 'AG0002', line: 'PL-KR-INJ', regions: ['330000'], tier: 1, fromAgo: 200, toIn: 530 },
  { company: 'FC0001', dealer: 'AG0002', line: 'PL-KR-PROT', regions: ['330100', '330200'], tier: 2, fromAgo: 90, toIn: 275 },
  {
    company: 'FC0001',
    dealer: 'AG0005',
    line: 'PL-KR-PROT',
    regions: ['370000'],
    tier: 1,
    fromAgo: 400,
    toIn: 30,
    remark: '合同已终止，暂停渠道',
    stopped: true,
  },
  { company: 'FC0001', dealer: 'AG0010', line: 'PL-KR-INJ', regions: ['110000', '120000'], tier: 2, fromAgo: 60 },
  { company: 'FC0002', dealer: 'AG0001', line: 'PL-MD-IVD', regions: ['320000', '340000'], tier: 1, fromAgo: 60, toIn: 305 },
  { company: 'FC0002', dealer: 'AG0006', line: 'PL-MD-IVD', regions: ['410000'], tier: 1, fromAgo: 30, toIn: 335, remark: '冷链配送' },
  { company: 'FC0002', dealer: 'AG0006', line: 'PL-MD-MON', regions: ['410100', '410300'], tier: 2, fromAgo: 30, toIn: 335 },
  { company: 'FC0002', dealer: 'AG0008', line: 'PL-MD-MON', regions: ['440000'], tier: 1, fromAgo: 15, toIn: 715 },
];

async function writeRecords(tx: Tx, tenantId: number, seeds: RecordSeed[]) {
  const rows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const company = (code: string) => {
    const id = rows.find((r) => r.code === code)?.id;
    if (id === undefined) throw new Error(`channel business seed: no company ${code} in tenant ${tenantId}`);
    return id;
  };
  const today = await tenantTodayIn(tx, tenantId);
  for (const s of seeds) {
    const row = await insertRecord(tx, tenantId, {
      companyId: company(s.company),
      dealerCompanyId: company(s.dealer),
      productLineCode: s.line,
      regionCodes: s.regions,
      tier: s.tier,
      validFrom: addDays(today, -s.fromAgo),
      validTo: s.toIn === undefined ? null : addDays(today, s.toIn),
      remark: s.remark ?? '',
      createdBy: null,
    });
    if (s.stopped) await setStatus(tx, tenantId, row.id, 'stopped');
  }
}

export async function seedChannelBusiness(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeRecords(tx, 1, CHANNEL_BUSINESS_T1));
  // tenant 2 proves isolation: one record of its own manufacturer
  await db.tenant(2, (tx) =>
    writeRecords(tx, 2, [
      { company: 'FC0001', dealer: 'AG0001', line: 'PL-HD-ORTH', regions: ['330000'], tier: 1, fromAgo: 30, toIn: 335 },
    ]),
  );
}
