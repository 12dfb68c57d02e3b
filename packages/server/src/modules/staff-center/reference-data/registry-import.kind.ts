// The registry data import's rows (企业工商数据): each checked on its own (the credit code's check
// character, a known 登记状态, a real date) and against the rows above it in the file; each batch of valid
// rows inserts the new enterprises and replaces the data of those whose credit code is already known, in
// the batch's transaction. One audit entry for the import with its counts. Messages name the column.
import { CREDIT_CODE_INVALID_MSG, CREDIT_CODE_LENGTH_MSG, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { REGISTRY_STATUSES, type RegistryStatus } from '@medportal/contracts/system/reference-data-rules';
import type { KindDef } from '../../file-library/imports/row-checks.js';
import { RowCheck } from '../../file-library/imports/row-checks.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repo from './reference-data.repository.js';

type RegistryRowValue = Omit<repo.RegistryValues, 'importProgressId'>;

export const REGISTRY_IMPORT_RULES = [
  '必填；最长120个字符',
  '必填；18位统一社会信用代码（含校验位），同一文件内不能重复；已有的信用代码以本次数据为准',
  '必填；最长32个字符',
  '选填；如 5000万元人民币，最长60个字符',
  `必填；${REGISTRY_STATUSES.join('、')} 之一`,
  '选填；最长200个字符',
  '选填；日期，格式 YYYY-MM-DD',
] as const;

const STATUSES = new Set<string>(REGISTRY_STATUSES);

export function registryImportDef(actor: AuditActor): KindDef<RegistryRowValue> {
  return {
    rules: REGISTRY_IMPORT_RULES,
    async prepare(_db, job) {
      // credit code → the row above that has it
      const codesInFile = new Map<string, number>();
      const counts = { created: 0, updated: 0 };
      return {
        check(cells, rowNo) {
          const c = new RowCheck();
          const name = c.text('企业名称', cells[0]!, 120);
          const creditCode = cells[1]!.toUpperCase();
          if (creditCode === '') c.fail('统一社会信用代码不能为空');
          else if (creditCode.length !== 18) c.fail(CREDIT_CODE_LENGTH_MSG);
          else if (!isValidCreditCode(creditCode)) c.fail(CREDIT_CODE_INVALID_MSG);
          else if (codesInFile.has(creditCode)) c.fail(`统一社会信用代码 ${creditCode} 与第${codesInFile.get(creditCode)}行重复`);
          const legalPerson = c.text('法定代表人', cells[2]!, 32);
          const registeredCapital = c.text('注册资本', cells[3]!, 60, false);
          const status = cells[4]!;
          if (status === '') c.fail('登记状态不能为空');
          else if (!STATUSES.has(status)) c.fail(`登记状态只能为 ${REGISTRY_STATUSES.join('、')}`);
          const registeredAddress = c.text('注册地址', cells[5]!, 200, false);
          const establishedDate = cells[6] ? c.day('成立日期', cells[6]) : '';
          const verdict = c.verdict<RegistryRowValue>({
            name,
            creditCode,
            legalPerson,
            registeredCapital: registeredCapital || null,
            status: status as RegistryStatus,
            registeredAddress: registeredAddress || null,
            establishedDate: establishedDate || null,
          });
          if ('value' in verdict) codesInFile.set(creditCode, rowNo);
          return verdict;
        },
        async write(tx, rows) {
          const known = await repo.knownCreditCodes(
            tx,
            job.tenantId,
            rows.map((r) => r.value.creditCode),
          );
          counts.updated += known.size;
          counts.created += rows.length - known.size;
          await repo.upsertRegistry(
            tx,
            job.tenantId,
            rows.map((r) => ({ ...r.value, importProgressId: job.progressId })),
          );
          return new Map();
        },
        async finish(tx, imported, failed) {
          await recordAudit(tx, actor, {
            action: 'import',
            objectType: 'registryImport',
            objectId: job.progressId,
            objectName: job.fileName,
            after: {
              fileName: job.fileName,
              totalRows: imported + failed,
              importedRows: imported,
              failedRows: failed,
              createdRows: counts.created,
              updatedRows: counts.updated,
            },
          });
        },
      };
    },
  };
}
