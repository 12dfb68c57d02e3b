// Import/export jobs of distributor AG0001 (ag_user's company, tenant 1) so the header's file-history
// dropdown has real data before the features that write jobs exist: finished exports and an import
// whose bytes are on disk (downloadable), an import with error hints, and a failed export.
// The bytes go where the file-library routes read them: FILES_DIR, default <DATA_DIR>/files.
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import type { Database } from '../client.js';
import { companies, files, users } from '../schema.js';
import { filePath } from '../../modules/file-library/files/files.storage.js';

const TENANT = 1;
const COMPANY = 'AG0001';
const HOUR = 3_600_000;

type JobSeed = {
  fileCode: string;
  fileOldName: string;
  operationType: 1 | 2;
  status: 'SAVESUCCESSFUL' | 'FAILED';
  by: string;
  hoursAgo: number;
  errorTxt?: string;
  rows?: string[][];
};

const JOBS: JobSeed[] = [
  {
    fileCode: 'seed-ag0001-job-01',
    fileOldName: '库存明细导出.csv',
    operationType: 2,
    status: 'SAVESUCCESSFUL',
    by: 'ag_user',
    hoursAgo: 1,
    rows: [
      ['产品名称', '规格型号', '注册证编号', '批号', '有效期至', '库存数量', '单位'],
      ['一次性使用无菌注射器', '5ml', '国械注准20193140123', 'B2405012', '2027-05-31', '1200', '支'],
      ['医用外科口罩', '17.5cm×9.5cm', '苏械注准20202140456', 'K2406118', '2026-12-31', '5000', '只'],
      ['冠状动脉支架系统', '3.0mm×18mm', '国械注准20233130789', 'S2403007', '2028-03-15', '24', '套'],
      ['一次性使用输液器', '带针', '国械注准20183140321', 'T2405033', '2027-04-30', '800', '套'],
    ],
  },
  { fileCode: 'seed-ag0001-job-02', fileOldName: '销售订单导出.csv', operationType: 2, status: 'FAILED', by: 'ag_admin', hoursAgo: 6 },
  {
    fileCode: 'seed-ag0001-job-03',
    fileOldName: '医院客户导入.csv',
    operationType: 1,
    status: 'SAVESUCCESSFUL',
    by: 'ag_user',
    hoursAgo: 26,
    errorTxt: '第4行：医院名称不能为空\n第6行：统一社会信用代码格式不正确',
    rows: [
      ['医院名称', '统一社会信用代码', '联系人', '联系电话'],
      ['上海市瑞安中心医院', '12310000425017385L', '李静', '021-6085-0001'],
      ['南京市康宁医院', '123201004660021552', '许晨', '025-8430-0002'],
      ['', '123301064701938476', '彭博', '0571-8701-0003'],
      ['苏州市惠康医院', '12320500466001', '周敏', '0512-6523-0004'],
    ],
  },
  {
    fileCode: 'seed-ag0001-job-04',
    fileOldName: '产品注册证导入.csv',
    operationType: 1,
    status: 'FAILED',
    by: 'ag_admin',
    hoursAgo: 72,
    errorTxt: '第2行：注册证编号不能为空\n第3行：有效期至早于批准日期',
  },
  {
    fileCode: 'seed-ag0001-job-05',
    fileOldName: '产品目录导出.csv',
    operationType: 2,
    status: 'SAVESUCCESSFUL',
    by: 'ag_admin',
    hoursAgo: 120,
    rows: [
      ['产品名称', '规格型号', '生产企业', '注册证编号'],
      ['一次性使用无菌注射器', '5ml', '上海康瑞医疗器械有限公司', '国械注准20193140123'],
      ['冠状动脉支架系统', '3.0mm×18mm', '上海康瑞医疗器械有限公司', '国械注准20233130789'],
      ['血糖试纸', '50片/盒', '深圳迈德生物医疗科技股份有限公司', '粤械注准20212400567'],
    ],
  },
];

// UTF-8 with a BOM so spreadsheet programs read the Chinese columns correctly
export const csvOf = (rows: string[][]) =>
  Buffer.from(`\uFEFF${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`);

/** The directory the file-library routes serve from (same rule as files.routes.ts). */
export const defaultFilesRoot = () => {
  const config = loadConfig();
  return resolve(config.FILES_DIR ?? join(config.DATA_DIR, 'files'));
};

// written under a unique temporary name and renamed: concurrent seeds never see half a file
export async function storeOnce(root: string, fileCode: string, bytes: Buffer, tenantId = TENANT): Promise<void> {
  const target = filePath(root, tenantId, fileCode);
  if (
    await access(target).then(
      () => true,
      () => false,
    )
  )
    return;
  await mkdir(join(root, String(tenantId)), { recursive: true });
  const tmp = `${target}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(tmp, bytes);
  await rename(tmp, target);
}

export async function seedFileHistory(db: Database, root = defaultFilesRoot()): Promise<void> {
  const now = Date.now();
  await db.tenant(TENANT, async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, TENANT), eq(companies.code, COMPANY)));
    const people = await tx
      .select({ id: users.id, userName: users.userName, realName: users.realName })
      .from(users)
      .where(and(eq(users.tenantId, TENANT), inArray(users.userName, [...new Set(JOBS.map((j) => j.by))])));
    const byName = new Map(people.map((p) => [p.userName, p]));
    if (!company) return;
    const values = [];
    for (const job of JOBS) {
      const creator = byName.get(job.by);
      if (!creator) continue;
      const bytes = job.rows ? csvOf(job.rows) : null;
      if (bytes) await storeOnce(root, job.fileCode, bytes);
      values.push({
        tenantId: TENANT,
        fileCode: job.fileCode,
        companyId: company.id,
        creatorId: creator.id,
        creatorName: creator.realName,
        fileOldName: job.fileOldName,
        mimeType: 'text/csv',
        fileSize: bytes?.length ?? 0,
        operationType: job.operationType,
        status: job.status,
        errorTxt: job.errorTxt ?? null,
        createdAt: new Date(now - job.hoursAgo * HOUR),
      });
    }
    if (values.length) await tx.insert(files).values(values);
  });
}
