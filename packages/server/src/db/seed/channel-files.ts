// Qualification files of the demo companies (营业执照, 经营许可证 / 备案凭证, 生产许可证), dated relative to the
// tenant's today so the expiry buckets stay meaningful: one file expired, others due within 30/60/90 days,
// and one with a second version (its history).
import { eq } from 'drizzle-orm';
import type { QualificationFileType } from '@medportal/contracts/channel/qualification-files.contract';
import { qualificationFileDetails } from '@medportal/contracts/channel/qualification-files.contract';
import type { Database, Tx } from '../client.js';
import { tenantTodayIn } from '../../modules/config-center/config/config.service.js';
import { insertFile, insertVersion } from '../../modules/channel-center/qualification-files/qualification-files.repository.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';

type FileSeed = {
  company: string;
  type: QualificationFileType;
  fileNo: string;
  /** days before today the validity started */
  fromAgo: number;
  /** days from today to the last valid day (negative: expired); absent: 长期 */
  toIn?: number;
  details?: Record<string, unknown>;
  /** later versions: each with its own number, validity and reason */
  renewals?: { fileNo: string; fromAgo: number; toIn?: number; reason: string }[];
};

const YEAR = 365;

const LICENCE = (company: string, no: string, legal: string, capital: string, address: string, scope: string): FileSeed => ({
  company,
  type: 'business_license',
  fileNo: no,
  fromAgo: 6 * YEAR,
  details: { legalRepresentative: legal, registeredCapital: capital, address, businessScope: scope },
});

const OPERATING = (company: string, no: string, toIn: number, warehouse: string, codes: string[]): FileSeed => ({
  company,
  type: 'operating_license',
  fileNo: no,
  fromAgo: 5 * YEAR - toIn,
  toIn,
  details: { warehouseAddress: warehouse, categoryCodes: codes, issuingAuthority: '市市场监督管理局' },
});

export const CHANNEL_FILES_T1: FileSeed[] = [
  {
    ...LICENCE(
      'FC0001',
      '91310115MA1H3K6DXP',
      '周明华',
      '8000万元人民币',
      '上海市浦东新区张江路188号',
      '第二类、第三类医疗器械生产；医疗器械销售',
    ),
    renewals: [{ fileNo: '91310115MA1H3K6DXP', fromAgo: 200, reason: '注册资本变更，换发新证' }],
  },
  {
    company: 'FC0001',
    type: 'production_license',
    fileNo: '沪食药监械生产许20150021号',
    fromAgo: 3 * YEAR,
    toIn: 2 * YEAR,
    details: {
      productionAddress: '上海市浦东新区张江路188号2号楼',
      categoryCodes: ['14', '14-01', '22'],
      issuingAuthority: '上海市药品监督管理局',
    },
  },
  LICENCE('FC0002', '91440300MA5F7Q2L34', '陈立新', '12000万元人民币', '深圳市南山区科技园南区8栋', '医疗器械研发、生产与销售'),
  {
    company: 'FC0002',
    type: 'production_license',
    fileNo: '粤食药监械生产许20160087号',
    fromAgo: 5 * YEAR - 25,
    toIn: 25,
    details: {
      productionAddress: '深圳市光明区医疗器械产业园3号厂房',
      categoryCodes: ['06', '07', '22'],
      issuingAuthority: '广东省药品监督管理局',
    },
  },
  LICENCE('AG0001', '91320115MA1N8R4TXW', '王建国', '3000万元人民币', '南京市江宁区秣陵街道胜太路68号', '第二类、第三类医疗器械经营'),
  OPERATING('AG0001', '苏宁食药监械经营许20180112号', 3 * YEAR, '南京市江宁区秣陵街道胜太路68号仓库A区', ['06', '14', '22']),
  LICENCE('AG0002', '91330106MA2CG5E87U', '李华', '2000万元人民币', '杭州市西湖区文三路90号', '第三类医疗器械经营'),
  OPERATING('AG0002', '浙杭食药监械经营许20170045号', 50, '杭州市余杭区仓前街道医药物流园5号库', ['14', '22']),
  LICENCE('AG0003', '91340104MA2TK9P340', '赵敏', '1000万元人民币', '合肥市蜀山区长江西路200号', '第二类医疗器械经营'),
  {
    company: 'AG0003',
    type: 'class2_filing',
    fileNo: '皖合食药监械经营备20190033号',
    fromAgo: 4 * YEAR,
    details: { warehouseAddress: '合肥市蜀山区长江西路200号负一层', categoryCodes: ['14', '22'] },
  },
  LICENCE('AG0005', '91370102MA3C8F1K8P', '孙强', '1500万元人民币', '济南市历下区经十路12号', '第二类、第三类医疗器械经营'),
  OPERATING('AG0005', '鲁济食药监械经营许20180201号', 80, '济南市历城区医药物流园7号库', ['06', '14']),
  LICENCE('AG0006', '91410105MA45R7N28L', '刘洋', '2500万元人民币', '郑州市金水区花园路66号', '第二类、第三类医疗器械经营'),
  OPERATING('AG0006', '豫郑食药监械经营许20170318号', 2 * YEAR, '郑州市金水区花园路66号库房', ['06', '14', '22']),
  LICENCE('AG0007', '91420106MA4K2D9W8M', '黄涛', '1200万元人民币', '武汉市武昌区中南路18号', '第三类医疗器械经营'),
  OPERATING('AG0007', '鄂汉食药监械经营许20160077号', -10, '武汉市东西湖区医药物流园2号库', ['14']),
  LICENCE('SV0001', '91310112MA1G9B4U31', '吴俊', '5000万元人民币', '上海市闵行区莘庄工业区申富路9号', '医疗器械第三方物流'),
];

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

async function writeFiles(tx: Tx, tenantId: number, seeds: FileSeed[]): Promise<void> {
  const today = await tenantTodayIn(tx, tenantId);
  const rows = await tx
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(eq(companies.tenantId, tenantId));
  for (const s of seeds) {
    const company = rows.find((r) => r.code === s.company);
    if (!company) throw new Error(`channel seed: no company ${s.company} in tenant ${tenantId}`);
    const dataOf = (fileNo: string, fromAgo: number, toIn: number | undefined) => ({
      fileNo,
      validFrom: plusDays(today, -fromAgo),
      validTo: toIn === undefined ? null : plusDays(today, toIn),
      details: qualificationFileDetails.parse({ companyName: company.name, ...s.details }),
      attachments: [],
    });
    const head = await insertFile(tx, tenantId, {
      companyId: company.id,
      fileType: s.type,
      data: dataOf(s.fileNo, s.fromAgo, s.toIn),
      createdBy: null,
    });
    let version = head.currentVersion;
    for (const r of s.renewals ?? []) {
      const next = await insertVersion(tx, tenantId, {
        fileId: head.id,
        fromVersion: version,
        data: dataOf(r.fileNo, r.fromAgo, r.toIn),
        changeReason: r.reason,
        createdBy: null,
      });
      version = next!.currentVersion;
    }
  }
}

export async function seedChannelFiles(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeFiles(tx, 1, CHANNEL_FILES_T1));
}

/** For tests: the seeded head of a company's file of a type. */
export const seededFileNo = (company: string, type: QualificationFileType): string | undefined => {
  const s = CHANNEL_FILES_T1.find((f) => f.company === company && f.type === type);
  return s?.renewals?.at(-1)?.fileNo ?? s?.fileNo;
};
