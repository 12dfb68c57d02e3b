// Flows and their versions: the engine reads the version a new instance starts on; the configuration
// screen's service (flows.service.ts) writes them.
import { and, eq } from 'drizzle-orm';
import type { FlowDefinition } from '@medportal/contracts/audit/examine.contract';
import type { Tx } from '../../../db/client.js';
import { examineFlowVersions, examineFlows } from './examine.table.js';

/** The current version of the company's enabled flow for a business code, or null (the module's default applies). */
export async function findActiveFlow(
  tx: Tx,
  tenantId: number,
  companyId: number,
  businessCode: string,
): Promise<{ flowId: number; versionId: number; version: number; definition: FlowDefinition } | null> {
  const [row] = await tx
    .select({
      flowId: examineFlows.id,
      versionId: examineFlowVersions.id,
      version: examineFlowVersions.version,
      definition: examineFlowVersions.definition,
    })
    .from(examineFlows)
    .innerJoin(
      examineFlowVersions,
      and(
        eq(examineFlowVersions.tenantId, examineFlows.tenantId),
        eq(examineFlowVersions.flowId, examineFlows.id),
        eq(examineFlowVersions.version, examineFlows.currentVersion),
      ),
    )
    .where(
      and(
        eq(examineFlows.tenantId, tenantId),
        eq(examineFlows.companyId, companyId),
        eq(examineFlows.businessCode, businessCode),
        eq(examineFlows.enabled, true),
      ),
    );
  return row ? { ...row, definition: row.definition as FlowDefinition } : null;
}
