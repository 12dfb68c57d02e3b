// Investment entries (招商录入) of the demo manufacturers, dated relative to the tenant's today: two open
// entries of FC0001 and a closed one of FC0002, with applications from AG0001 (pending), AG0002
// (accepted) and AG0005 (rejected with a reason).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import { tenantTodayIn } from '../../modules/config-center/config/config.service.js';
import { decideApplication, insertApplication, insertEntry } from '../../modules/channel-center/channel-business/investment.repository.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';
import { users } from '../../modules/staff-center/users/users.table.js';

type ApplicationSeed = { dealer: string; by: string; note: string; decision?: { status: 'accepted' | 'rejected'; reason: string } };
type EntrySeed = {
  company: string;
  by: string;
  title: string;
  line: string;
  products: string[];
  regions: string[];
  requirements: string;
  /** days from today to the deadline */
  deadlineIn: number;
  status: 'open' | 'closed';
  applications: ApplicationSeed[];
};

export const INVESTMENT_SEED_T1: EntrySeed[] = [
  {
    company: 'FC0001',
    by: 'fc_admin',
    title: '注射穿刺类产品华东区域招商',
    line: 'PL-KR-INJ',
    products: ['KR-SYR-5', 'KR-SYR-10'],
    regions: ['320000', '330000', '310000'],
    requirements: '持有效的医疗器械经营许可证；在招商区域内有二级以上医院终端覆盖；具备冷链以外的常温仓储与配送能力。',
    deadlineIn: 60,
    status: 'open',
    applications: [
      { dealer: 'AG0001', by: 'ag_admin', note: '我司覆盖江苏省内30余家二级以上医院，可承接全省配送。' },
      {
        dealer: 'AG0002',
        by: 'ag2_user',
        note: '浙江区域已有注射器类产品代理经验。',
        decision: { status: 'accepted', reason: '' },
      },
    ],
  },
  {
    company: 'FC0001',
    by: 'fc_admin',
    title: '医用防护用品山东、河南招商',
    line: 'PL-KR-PROT',
    products: [],
    regions: ['370000', '410100'],
    requirements: '年销售额不低于500万元；有医院或疾控渠道资源。',
    deadlineIn: 30,
    status: 'open',
    applications: [
      {
        dealer: 'AG0005',
        by: 'ag5_admin',
        note: '山东省内疾控渠道资源丰富。',
        decision: { status: 'rejected', reason: '该区域已有合作渠道商，暂不新增' },
      },
    ],
  },
  {
    company: 'FC0002',
    by: 'fc2_admin',
    title: '体外诊断试剂广东区域招商',
    line: 'PL-MD-IVD',
    products: [],
    regions: ['440000'],
    requirements: '具备冷链配送能力；有检验科终端资源。',
    deadlineIn: 20,
    status: 'closed',
    applications: [],
  },
];

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

async function writeEntries(tx: Tx, tenantId: number, seeds: EntrySeed[]): Promise<void> {
  const today = await tenantTodayIn(tx, tenantId);
  const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const names = [...new Set(seeds.flatMap((s) => [s.by, ...s.applications.map((a) => a.by)]))];
  const userRows = await tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.userName, names)));
  const company = (code: string) => {
    const id = companyRows.find((r) => r.code === code)?.id;
    if (id === undefined) throw new Error(`investment seed: no company ${code} in tenant ${tenantId}`);
    return id;
  };
  const user = (name: string) => {
    const id = userRows.find((r) => r.userName === name)?.id;
    if (id === undefined) throw new Error(`investment seed: no user ${name} in tenant ${tenantId}`);
    return id;
  };
  for (const s of seeds) {
    const entry = await insertEntry(tx, {
      tenantId,
      companyId: company(s.company),
      title: s.title,
      productLineCode: s.line,
      productCodes: s.products,
      regionCodes: s.regions,
      requirements: s.requirements,
      deadline: plusDays(today, s.deadlineIn),
      status: s.status,
      createdBy: user(s.by),
    });
    for (const a of s.applications) {
      const row = await insertApplication(tx, {
        tenantId,
        entryId: entry.id,
        dealerCompanyId: company(a.dealer),
        note: a.note,
        appliedBy: user(a.by),
      });
      if (a.decision) await decideApplication(tx, tenantId, row!.id, { ...a.decision, decidedBy: user(s.by) });
    }
  }
}

export async function seedChannelInvestment(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeEntries(tx, 1, INVESTMENT_SEED_T1));
}
