// Qualification files of the demo companies (营业执照, 经营许可证 / 备案凭证, 生产许可证), dated relative to the
// tenant's today so the expiry buckets stay meaningful: one file expired, others due within 30/60/90 days,
// and one with a second version (its history). Each version has one attachment: a generated one-page PDF
// of the licence (title, holder, number, validity and the type's fields) stored in the file library.
import { access } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { QualificationFileDetails, QualificationFileType } from '@medportal/contracts/channel/qualification-files.contract';
import { QUALIFICATION_FILE_TYPE_NAMES, qualificationFileDetails } from '@medportal/contracts/channel/qualification-files.contract';
import type { Database, Tx } from '../client.js';
import { files, users } from '../schema.js';
import { CJK_FONT_FILE } from '../../modules/product-center/packages/labels.js';
import { defaultFilesRoot, storeOnce } from './file-history.js';
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

type LicenceSheet = {
  type: QualificationFileType;
  companyName: string;
  fileNo: string;
  validFrom: string;
  validTo: string | null;
  details: QualificationFileDetails;
};

/** The lines of a licence page: the type's own fields after number and validity. */
const sheetLines = (s: LicenceSheet): [string, string][] => {
  const d = s.details;
  const numberLabel = s.type === 'business_license' ? '统一社会信用代码' : s.type === 'class2_filing' ? '备案编号' : '许可证编号';
  const lines: [string, string][] = [
    ['企业名称', s.companyName],
    [numberLabel, s.fileNo],
  ];
  if (s.type === 'business_license')
    lines.push(
      ['法定代表人', d.legalRepresentative],
      ['注册资本', d.registeredCapital],
      ['住所', d.address],
      ['经营范围', d.businessScope],
    );
  else {
    lines.push([
      s.type === 'production_license' ? '生产地址' : '库房地址',
      s.type === 'production_license' ? d.productionAddress : d.warehouseAddress,
    ]);
    lines.push([s.type === 'production_license' ? '生产范围（分类编码）' : '经营范围（分类编码）', d.categoryCodes.join('、')]);
  }
  lines.push(['有效期', `${s.validFrom} 至 ${s.validTo ?? '长期'}`]);
  if (d.issuingAuthority) lines.push(['发证机关', d.issuingAuthority]);
  return lines;
};

/** A one-page A4 licence in the CJK font (Helvetica and the number only when the font is missing). */
async function licencePdf(s: LicenceSheet, cjk: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 60, info: { Title: QUALIFICATION_FILE_TYPE_NAMES[s.type] } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc
    .rect(40, 40, doc.page.width - 80, doc.page.height - 80)
    .lineWidth(2)
    .strokeColor('#8a1f1f')
    .stroke();
  if (cjk) {
    doc.font(CJK_FONT_FILE, 'NotoSansCJKsc-Regular');
    doc.fillColor('#8a1f1f').fontSize(26).text(QUALIFICATION_FILE_TYPE_NAMES[s.type], 60, 110, { align: 'center' });
    doc.fillColor('#000000').fontSize(10).text('（副本）', { align: 'center' });
    let y = 210;
    for (const [label, value] of sheetLines(s)) {
      doc.fontSize(12).text(`${label}：`, 90, y, { width: 150 });
      doc.text(value || '—', 240, y, { width: doc.page.width - 330 });
      y = Math.max(doc.y, y + 18) + 14;
    }
    doc
      .fontSize(10)
      .fillColor('#666666')
      .text('演示数据，仅供系统展示', 60, doc.page.height - 110, { align: 'center' });
  } else {
    doc.fontSize(20).text(s.fileNo, 60, 140, { align: 'center' });
    doc.fontSize(12).text(`${s.validFrom} - ${s.validTo ?? '-'}`, { align: 'center' });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

async function writeFiles(tx: Tx, tenantId: number, seeds: FileSeed[], root: string): Promise<void> {
  const today = await tenantTodayIn(tx, tenantId);
  const cjk = await access(CJK_FONT_FILE).then(
    () => true,
    () => false,
  );
  const rows = await tx
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies)
    .where(eq(companies.tenantId, tenantId));
  const [creator] = await tx
    .select({ id: users.id, realName: users.realName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, 'admin')));
  if (!creator) throw new Error(`channel seed: no admin user in tenant ${tenantId}`);
  for (const s of seeds) {
    const company = rows.find((r) => r.code === s.company);
    if (!company) throw new Error(`channel seed: no company ${s.company} in tenant ${tenantId}`);
    let version = 1;
    const dataOf = async (fileNo: string, fromAgo: number, toIn: number | undefined) => {
      const sheet: LicenceSheet = {
        type: s.type,
        companyName: company.name,
        fileNo,
        validFrom: plusDays(today, -fromAgo),
        validTo: toIn === undefined ? null : plusDays(today, toIn),
        details: qualificationFileDetails.parse({ companyName: company.name, ...s.details }),
      };
      const fileCode = `seed-qf-${s.company}-${s.type}-v${version}`.toLowerCase().replaceAll('_', '-');
      const fileName = `${QUALIFICATION_FILE_TYPE_NAMES[s.type]}-${company.name}-第${version}版.pdf`;
      const bytes = await licencePdf(sheet, cjk);
      await storeOnce(root, fileCode, bytes, tenantId);
      await tx.insert(files).values({
        tenantId,
        fileCode,
        companyId: company.id,
        creatorId: creator.id,
        creatorName: creator.realName,
        fileOldName: fileName,
        mimeType: 'application/pdf',
        fileSize: bytes.length,
        status: 'SAVESUCCESSFUL',
      });
      const { type: _type, companyName: _name, ...data } = sheet;
      return { ...data, attachments: [{ fileCode, fileName }] };
    };
    const head = await insertFile(tx, tenantId, {
      companyId: company.id,
      fileType: s.type,
      data: await dataOf(s.fileNo, s.fromAgo, s.toIn),
      createdBy: null,
    });
    for (const r of s.renewals ?? []) {
      version += 1;
      const next = await insertVersion(tx, tenantId, {
        fileId: head.id,
        fromVersion: version - 1,
        data: await dataOf(r.fileNo, r.fromAgo, r.toIn),
        changeReason: r.reason,
        createdBy: null,
      });
      if (!next) throw new Error(`channel seed: version ${version} of ${s.company} ${s.type} not written`);
    }
  }
}

export async function seedChannelFiles(db: Database, root = defaultFilesRoot()): Promise<void> {
  await db.tenant(1, (tx) => writeFiles(tx, 1, CHANNEL_FILES_T1, root));
}

/** For tests: the seeded head of a company's file of a type. */
export const seededFileNo = (company: string, type: QualificationFileType): string | undefined => {
  const s = CHANNEL_FILES_T1.find((f) => f.company === company && f.type === type);
  return s?.renewals?.at(-1)?.fileNo ?? s?.fileNo;
};
