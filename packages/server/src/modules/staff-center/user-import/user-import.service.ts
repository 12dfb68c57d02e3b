// The user import (/systemSetup/userManagement/uploadFile) on the file library's import machinery:
// the target company (the platform names one of the tenant, others import into their own), an initial
// password for the import's users, and the records of kind 'sys.user' (progress, failed rows, error
// workbook, history). The platform reads a record of any company of the tenant; others their own only.
import { randomInt } from 'node:crypto';
import type { Page } from '@medportal/contracts/common/envelope';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import type { UserImportHistoryQuery, UserImportStarted } from '@medportal/contracts/system/user-import.contract';
import {
  USER_IMPORT_BATCH_ROWS,
  USER_IMPORT_HEADERS,
  USER_IMPORT_KIND,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_SHEET,
} from '@medportal/contracts/system/user-import-rules';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { hashPassword } from '../../../lib/passwords.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { startImport, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import {
  failRowsPage,
  failWorkbook,
  getProgress,
  progressPage,
  type RecordScope,
  type SheetLayout,
} from '../../file-library/imports/imports.service.js';
import { templateWorkbook } from '../../file-library/imports/sheet-io.js';
import type { AuditActor } from '../audit/audit.service.js';
import { companyCards } from '../companies/companies.service.js';
import { isPlatformSession, managedCompany } from '../tenancy/managed-company.js';
import { USER_IMPORT_RULES, userImportDef } from './user-import.kind.js';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 12 characters of letters and digits (both present): passes the password rule, easy to read out. */
export function initialPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: 10 }, () => pick(LETTERS + DIGITS))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const layout: SheetLayout = (kind) =>
  kind === USER_IMPORT_KIND ? { width: USER_IMPORT_HEADERS.length, sheetName: USER_IMPORT_SHEET } : undefined;

/** Which user-import records the session reads: the platform any company's of the tenant, others their own company's. */
const recordScope = (ctx: RequestContext): RecordScope => ({
  tenantId: ctx.tenantId,
  companyId: isPlatformSession(ctx) ? null : managedCompany(ctx),
  userId: ctx.userId,
  kinds: USER_IMPORT_KIND,
});

export const userImportTemplate = (): Promise<Buffer> =>
  templateWorkbook(USER_IMPORT_SHEET, USER_IMPORT_HEADERS, USER_IMPORT_RULES, [
    '带 * 的列必填；每个导入的用户在本企业获得一个岗位，角色授予该岗位。',
    '导入成功的用户使用导入完成时页面显示的初始密码登录，首次登录须修改密码。',
    `每次最多导入${USER_IMPORT_MAX_ROWS}行。`,
  ]);

/** merchantUser/import: answers the record's id and the initial password (shown once) when the file is accepted. */
export async function acceptUserImport(
  host: ImportHost,
  actor: AuditActor,
  requestedCompanyId: number | undefined,
  upload: Upload,
): Promise<UserImportStarted> {
  const { ctx } = actor;
  let companyId: number;
  try {
    companyId = managedCompany(ctx, requestedCompanyId);
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  const password = initialPassword();
  const def = userImportDef({ actor, passwordHash: await hashPassword(password) });
  const { progressId } = await startImport(
    host,
    {
      tenantId: ctx.tenantId,
      companyId,
      userId: ctx.userId,
      userName: ctx.userName,
      kind: USER_IMPORT_KIND,
      headers: USER_IMPORT_HEADERS,
      spec: { def, maxRows: USER_IMPORT_MAX_ROWS, batchRows: USER_IMPORT_BATCH_ROWS },
      businessCode: 'sys-user-import',
      context: async () => {
        const company = (await host.db.tenant(ctx.tenantId, (tx) => companyCards(tx, ctx.tenantId, [companyId]))).get(companyId);
        if (!company) throw new DomainError('USER_IMPORT_COMPANY_NOT_FOUND');
        return { companyName: company.name };
      },
    },
    upload,
  );
  return { progressId, initialPassword: password };
}

export const userImportProgress = (db: Database, ctx: RequestContext, id: number): Promise<ImportProgressItem> =>
  getProgress(db, recordScope(ctx), id);

export const userImportFailures = (
  db: Database,
  ctx: RequestContext,
  q: { progressId: number; pageNum: number; pageSize: number },
): Promise<Page<FailRowItem>> => failRowsPage(db, recordScope(ctx), q);

export const userImportFailureFile = (db: Database, ctx: RequestContext, filesRoot: string, id: number) =>
  failWorkbook(db, recordScope(ctx), filesRoot, id, layout);

/** The user imports into the managed company, newest first. */
export const userImportHistory = (db: Database, ctx: RequestContext, q: UserImportHistoryQuery): Promise<Page<ImportProgressItem>> =>
  progressPage(
    db,
    { tenantId: ctx.tenantId, companyId: managedCompany(ctx, q.companyId), userId: ctx.userId, kinds: USER_IMPORT_KIND },
    { pageNum: q.pageNum, pageSize: q.pageSize },
  );
