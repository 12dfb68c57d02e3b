// The mall's uploads (file/readFile and the four file/readExcel* calls) on the file library's import
// machinery: the kind's header and rows, and for file/readFile the supplier, product line and contract
// checked before the file is stored.
import {
  IMPORT_BATCH_ROWS,
  IMPORT_HEADERS,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportStarted,
  type ReadFileQuery,
} from '@medportal/contracts/mall/imports.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { startImport, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import { companyOf } from '../scope.js';
import { vendorIdOf } from '../vendors/vendors.service.js';
import { contractCoveringLine, productLineByCode } from './kinds.repository.js';
import { IMPORT_KIND_DEFS, type OrderLinesParams } from './kinds.js';

export { XLSX_MIME, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';

/** The draft order's supplier, product line and contract: the buyer's effective contract with the vendor covering the line. */
async function orderLinesContext(db: Database, ctx: RequestContext, q: ReadFileQuery): Promise<OrderLinesParams & Record<string, unknown>> {
  const companyId = companyOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const supplierCompanyId = await vendorIdOf(tx, ctx.tenantId, q.vendorNum);
    if (supplierCompanyId === undefined || supplierCompanyId === companyId)
      throw new DomainError('IMPORT_VENDOR_NOT_FOUND', `供应商 ${q.vendorNum} 不存在`);
    const line = await productLineByCode(tx, ctx.tenantId, q.productLineCode);
    if (!line || line.supplierCompanyId !== supplierCompanyId) {
      throw new DomainError('IMPORT_LINE_NOT_OF_VENDOR', `产品线 ${q.productLineCode} 不存在或不属于供应商 ${q.vendorNum}`);
    }
    const contract = await contractCoveringLine(
      tx,
      ctx.tenantId,
      companyId,
      supplierCompanyId,
      q.productLineCode,
      await tenantTodayIn(tx, ctx.tenantId),
    );
    if (!contract) throw new DomainError('IMPORT_NO_CONTRACT', `没有与供应商 ${q.vendorNum} 覆盖产品线 ${q.productLineCode} 的有效合同`);
    return { ...q, supplierCompanyId, contractId: contract.id, contractCode: contract.contractCode };
  });
}

/** Every file/read* call: answers { progressId } as soon as the file is accepted; the rows are imported afterwards. */
export function acceptUpload(
  host: ImportHost,
  ctx: RequestContext,
  kind: ImportKind,
  upload: Upload,
  query?: ReadFileQuery,
): Promise<ImportStarted> {
  return startImport(
    host,
    {
      tenantId: ctx.tenantId,
      companyId: companyOf(ctx),
      userId: ctx.userId,
      userName: ctx.userName,
      kind,
      headers: IMPORT_HEADERS[kind],
      spec: { def: IMPORT_KIND_DEFS[kind], maxRows: IMPORT_MAX_ROWS, batchRows: IMPORT_BATCH_ROWS },
      businessCode: `mall-import-${kind}`,
      context: query ? () => orderLinesContext(host.db, ctx, query) : undefined,
    },
    upload,
  );
}
