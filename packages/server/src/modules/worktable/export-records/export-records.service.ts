// The export records of /group-exportRecord: the file library's export rows with who, when, what and a
// download link. Company groups do not exist yet, so the list is the session company's own; the platform
// sees every company's (or one company's, by its filter).
import type { Page } from '@medportal/contracts/common/envelope';
import type { ExportRecord, ExportRecordPageBody } from '@medportal/contracts/worktable/export-records.contract';
import type { Database } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { exportHistory } from '../../file-library/files/files.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession, managedCompany } from '../../staff-center/tenancy/managed-company.js';

export async function exportRecordPage(db: Database, ctx: RequestContext, body: ExportRecordPageBody): Promise<Page<ExportRecord>> {
  const companyId = isPlatformSession(ctx) ? (body.companyId ?? null) : managedCompany(ctx, body.companyId);
  const clock = await tenantClock(db, ctx.tenantId);
  const { rows, total } = await exportHistory(
    db,
    ctx,
    {
      companyId,
      creatorName: body.creatorName || null,
      fileName: body.fileName || null,
      from: clock.from(body.startTime ?? undefined) ?? null,
      to: clock.to(body.endTime ?? undefined) ?? null,
    },
    body.pageNum,
    body.pageSize,
  );
  const names = await db.tenant(ctx.tenantId, (tx) =>
    companyCards(
      tx,
      ctx.tenantId,
      rows.map((r) => r.companyId),
    ),
  );
  const content = rows.map((r): ExportRecord => ({
    fileCode: r.fileCode,
    fileName: r.fileOldName,
    businessCode: r.businessCode,
    companyId: r.companyId,
    companyName: names.get(r.companyId)?.name ?? '',
    creatorId: r.creatorId,
    creatorName: r.createdBy,
    createdAt: r.createdAt,
    status: r.status,
    showStatus: r.showStatus,
    fileSize: r.fileSize,
    downloadUrl: r.downloadUrl,
  }));
  return {
    content,
    totalElements: total,
    number: body.pageNum - 1,
    size: body.pageSize,
    totalPages: Math.ceil(total / body.pageSize),
    numberOfElements: content.length,
  };
}
