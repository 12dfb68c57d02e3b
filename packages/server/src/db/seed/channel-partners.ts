// The demo companies' enterprise registries (基础数据·企业管理): FC0001's dealers, hospital, CSO and third
// party; FC0002's dealers and hospital; AG0001's manufacturers and hospitals; AG0006's manufacturer and
// hospital. Cooperation periods are dated relative to the tenant's today.
import { eq } from 'drizzle-orm';
import type { PartnerKind } from '@medportal/contracts/channel/partners.contract';
import type { Database, Tx } from '../client.js';
import { tenantTodayIn } from '../../modules/config-center/config/config.service.js';
import { partnerRelations } from '../../modules/channel-center/partners/partners.table.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';

type PartnerSeed = {
  owner: string;
  partner: string;
  kind: PartnerKind;
  contact: string;
  phone: string;
  /** china-area-data district code */
  region: string;
  level: string;
  /** days before today the cooperation started; the period runs `years` years */
  fromAgo: number;
  years: number;
  remark?: string;
  enabled?: boolean;
};

export const CHANNEL_PARTNERS_T1: PartnerSeed[] = [
  {
    owner: 'FC0001',
    partner: 'AG0001',
    kind: 'dealer',
    contact: '王建国',
    phone: '13851726634',
    region: '320115',
    level: '一级',
    fromAgo: 420,
    years: 3,
    remark: '江苏省总代理，覆盖南京、苏州、无锡',
  },
  {
    owner: 'FC0001',
    partner: 'AG0002',
    kind: 'dealer',
    contact: '陈丽萍',
    phone: '0571-87765321',
    region: '330106',
    level: '二级',
    fromAgo: 300,
    years: 2,
  },
  {
    owner: 'FC0001',
    partner: 'AG0005',
    kind: 'dealer',
    contact: '刘海涛',
    phone: '15965882140',
    region: '370102',
    level: '二级',
    fromAgo: 700,
    years: 2,
    remark: '合作即将到期，待续签',
    enabled: false,
  },
  {
    owner: 'FC0001',
    partner: 'HO0001',
    kind: 'hospital',
    contact: '孙雅琴',
    phone: '021-58873216',
    region: '310115',
    level: '重点客户',
    fromAgo: 500,
    years: 5,
    remark: '设备科对接',
  },
  {
    owner: 'FC0001',
    partner: 'SV0001',
    kind: 'cso',
    contact: '赵志强',
    phone: '13918825561',
    region: '310112',
    level: '战略',
    fromAgo: 200,
    years: 3,
    remark: '华东区学术推广',
  },
  {
    owner: 'FC0001',
    partner: 'AM0001',
    kind: 'third',
    contact: '吴敏',
    phone: '021-64471358',
    region: '310104',
    level: '',
    fromAgo: 90,
    years: 1,
    remark: '年度质量体系审计',
  },
  {
    owner: 'FC0002',
    partner: 'AG0006',
    kind: 'dealer',
    contact: '张磊',
    phone: '13703719952',
    region: '410105',
    level: '一级',
    fromAgo: 360,
    years: 3,
  },
  {
    owner: 'FC0002',
    partner: 'AG0008',
    kind: 'dealer',
    contact: '黄晓东',
    phone: '020-83317746',
    region: '440106',
    level: '二级',
    fromAgo: 150,
    years: 2,
  },
  {
    owner: 'FC0002',
    partner: 'HO0002',
    kind: 'hospital',
    contact: '周婷',
    phone: '025-84412296',
    region: '320106',
    level: '',
    fromAgo: 100,
    years: 2,
  },
  {
    owner: 'AG0001',
    partner: 'FC0001',
    kind: 'factory',
    contact: '李俊',
    phone: '13817736620',
    region: '310115',
    level: '核心供应商',
    fromAgo: 420,
    years: 3,
  },
  {
    owner: 'AG0001',
    partner: 'FC0002',
    kind: 'factory',
    contact: '郑晓燕',
    phone: '0755-26658813',
    region: '440305',
    level: '',
    fromAgo: 260,
    years: 2,
  },
  {
    owner: 'AG0001',
    partner: 'HO0001',
    kind: 'hospital',
    contact: '钱立新',
    phone: '021-58873288',
    region: '310115',
    level: 'A类',
    fromAgo: 380,
    years: 3,
  },
  {
    owner: 'AG0001',
    partner: 'HO0002',
    kind: 'hospital',
    contact: '何静',
    phone: '025-84412301',
    region: '320106',
    level: 'B类',
    fromAgo: 180,
    years: 2,
  },
  {
    owner: 'AG0006',
    partner: 'FC0002',
    kind: 'factory',
    contact: '郑晓燕',
    phone: '0755-26658813',
    region: '440305',
    level: '',
    fromAgo: 360,
    years: 3,
  },
  {
    owner: 'AG0006',
    partner: 'HO0003',
    kind: 'hospital',
    contact: '冯国栋',
    phone: '0571-87231145',
    region: '330106',
    level: '',
    fromAgo: 60,
    years: 1,
  },
];

const DAY_MS = 86_400_000;
const shift = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function writePartners(tx: Tx, tenantId: number, seeds: PartnerSeed[]): Promise<void> {
  const today = await tenantTodayIn(tx, tenantId);
  const rows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const idOf = (code: string): number => {
    const found = rows.find((c) => c.code === code);
    if (!found) throw new Error(`partner seed: no company ${code} in tenant ${tenantId}`);
    return found.id;
  };
  await tx.insert(partnerRelations).values(
    seeds.map((s) => ({
      tenantId,
      ownerCompanyId: idOf(s.owner),
      partnerCompanyId: idOf(s.partner),
      kind: s.kind,
      contactName: s.contact,
      contactPhone: s.phone,
      regionCode: s.region,
      level: s.level,
      cooperationFrom: shift(today, -s.fromAgo),
      cooperationTo: shift(today, s.years * 365 - s.fromAgo),
      remark: s.remark ?? '',
      enabled: s.enabled ?? true,
    })),
  );
}

export async function seedChannelPartners(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writePartners(tx, 1, CHANNEL_PARTNERS_T1));
}
