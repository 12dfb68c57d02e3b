// Company authentications (企业认证) of the demo companies, matching their seeded approve_status:
// - approved submissions of companies already authenticated (FC0001, FC0002, AG0001, AG0002);
// - a rejected one with its reason (HO0003, approve_status '2'), so its administrator sees 重新认证;
// - a pending one (AG0003, approve_status '3') whose review runs at the platform through the engine
//   (the platform administrator's todo in 审批中心 and on /company/authentication/list).
// AG0004 (ag4_admin) stays without any: the company that has not submitted yet.
// Each licence is a one-page PDF in the company's file library.
import { access } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database, Tx } from '../client.js';
import { files, users } from '../schema.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';
import { CJK_FONT_FILE } from '../../modules/product-center/packages/labels.js';
import { seedCompanyAuth, type SeedCompanyAuth } from '../../modules/staff-center/company-auth/company-auth.service.js';
import { defaultFilesRoot, storeOnce } from './file-history.js';

const DAY_MS = 86_400_000;

type AuthSeed = {
  company: string;
  legalPerson: string;
  legalPersonIdNo: string;
  address: string;
  contact: string;
  phone: string;
  status: SeedCompanyAuth['status'];
  rejectReason?: string;
  daysAgo: number;
};

export const COMPANY_AUTHS_T1: AuthSeed[] = [
  {
    company: 'FC0001',
    legalPerson: '陈立群',
    legalPersonIdNo: '310115197805124313',
    address: '上海市浦东新区张江路1188号',
    contact: '陈立群',
    phone: '13800000011',
    status: 'approved',
    daysAgo: 400,
  },
  {
    company: 'FC0002',
    legalPerson: '郭鹏',
    legalPersonIdNo: '440305198206153317',
    address: '深圳市南山区科技园高新南一道9号',
    contact: '郭鹏',
    phone: '13800000023',
    status: 'approved',
    daysAgo: 380,
  },
  {
    company: 'AG0001',
    legalPerson: '王建国',
    legalPersonIdNo: '320115197611203517',
    address: '南京市江宁区秣陵街道胜太路68号',
    contact: '马丽',
    phone: '13800000031',
    status: 'approved',
    daysAgo: 360,
  },
  {
    company: 'AG0002',
    legalPerson: '周华',
    legalPersonIdNo: '330106198309084529',
    address: '杭州市西湖区文三路478号',
    contact: '周华',
    phone: '13800000032',
    status: 'approved',
    daysAgo: 350,
  },
  {
    company: 'HO0003',
    legalPerson: '彭博',
    legalPersonIdNo: '330106197502186610',
    address: '杭州市西湖区灵隐路12号',
    contact: '彭博',
    phone: '13800000044',
    status: 'rejected',
    rejectReason: '营业执照（事业单位法人证书）扫描件不清晰，无法核对统一社会信用代码，请重新上传清晰的扫描件',
    daysAgo: 20,
  },
  {
    company: 'AG0003',
    legalPerson: '赵敏',
    legalPersonIdNo: '340104198811025021',
    address: '合肥市蜀山区长江西路200号',
    contact: '蒋文博',
    phone: '13800000036',
    status: 'pending',
    daysAgo: 2,
  },
];

async function licencePdf(name: string, creditCode: string, legalPerson: string, address: string, cjk: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 60, info: { Title: '营业执照' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  if (cjk) {
    doc.font(CJK_FONT_FILE, 'NotoSansCJKsc-Regular');
    doc.fillColor('#8a1f1f').fontSize(28).text('营业执照', 60, 110, { align: 'center' });
    doc.fillColor('#000000').fontSize(12);
    let y = 200;
    for (const [label, value] of [
      ['统一社会信用代码', creditCode],
      ['名称', name],
      ['法定代表人', legalPerson],
      ['住所', address],
    ] as const) {
      doc.text(`${label}：${value}`, 80, y);
      y += 32;
    }
  } else {
    doc.fontSize(20).text(creditCode, 60, 140, { align: 'center' });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

async function seedTenant(tx: Tx, tenantId: number, seeds: AuthSeed[], root: string): Promise<void> {
  const cjk = await access(CJK_FONT_FILE).then(
    () => true,
    () => false,
  );
  const rows = await tx.select().from(companies).where(eq(companies.tenantId, tenantId));
  const [creator] = await tx
    .select({ id: users.id, realName: users.realName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, 'admin')));
  if (!creator) throw new Error(`company-auth seed: no admin user in tenant ${tenantId}`);
  for (const s of seeds) {
    const company = rows.find((r) => r.code === s.company);
    if (!company?.creditCode) throw new Error(`company-auth seed: no company ${s.company} with a credit code in tenant ${tenantId}`);
    const fileCode = `seed-auth-${s.company}-licence`.toLowerCase();
    const bytes = await licencePdf(company.name, company.creditCode, s.legalPerson, s.address, cjk);
    await storeOnce(root, fileCode, bytes, tenantId);
    await tx.insert(files).values({
      tenantId,
      fileCode,
      companyId: company.id,
      creatorId: creator.id,
      creatorName: creator.realName,
      fileOldName: `营业执照-${company.name}.pdf`,
      mimeType: 'application/pdf',
      fileSize: bytes.length,
      status: 'SAVESUCCESSFUL',
    });
    await seedCompanyAuth(tx, tenantId, {
      companyId: company.id,
      fields: {
        companyType: company.type,
        companyName: company.name,
        creditCode: company.creditCode,
        legalPerson: s.legalPerson,
        legalPersonIdNo: s.legalPersonIdNo,
        registeredAddress: s.address,
        contactName: s.contact,
        contactPhone: s.phone,
        licenceFileCode: fileCode,
      },
      status: s.status,
      ...(s.rejectReason ? { rejectReason: s.rejectReason } : {}),
      at: new Date(Date.now() - s.daysAgo * DAY_MS),
    });
  }
}

export async function seedCompanyAuths(db: Database, root = defaultFilesRoot()): Promise<void> {
  await db.tenant(1, (tx) => seedTenant(tx, 1, COMPANY_AUTHS_T1, root));
}
