// Flows and their versions: the engine reads the version a new instance starts on; the configuration
// screen's service (flows.service.ts) writes them.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FlowDefinition } from '@medportal/contracts/audit/examine.contract';
import type { Tx } from '../../../db/client.js';
import { examineFlowVersions, examineFlows, examineInstances } from './examine.table.js';

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

export type FlowRecord = typeof examineFlows.$inferSelect;

/** The company's flow for a business code, locked for the rest of the transaction (a save or a status change). */
export async function lockFlow(tx: Tx, tenantId: number, companyId: number, businessCode: string): Promise<FlowRecord | undefined> {
  const [row] = await tx
    .select()
    .from(examineFlows)
    .where(and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.companyId, companyId), eq(examineFlows.businessCode, businessCode)))
    .for('update');
  return row;
}

export async function insertFlow(
  tx: Tx,
  values: { tenantId: number; companyId: number; businessCode: string; name: string; updatedBy: number },
): Promise<FlowRecord> {
  const [row] = await tx
    .insert(examineFlows)
    .values({ ...values, enabled: true, currentVersion: 1 })
    .returning();
  return row!;
}

export async function updateFlow(
  tx: Tx,
  tenantId: number,
  id: number,
  set: { name?: string; enabled?: boolean; currentVersion?: number; updatedBy: number },
): Promise<void> {
  await tx
    .update(examineFlows)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.id, id)));
}

export async function insertVersion(
  tx: Tx,
  values: { tenantId: number; flowId: number; version: number; definition: FlowDefinition; createdBy: number },
): Promise<void> {
  await tx.insert(examineFlowVersions).values(values);
}

/** One saved version's definition, or undefined. */
export async function flowVersion(tx: Tx, tenantId: number, flowId: number, version: number): Promise<FlowDefinition | undefined> {
  const [row] = await tx
    .select({ definition: examineFlowVersions.definition })
    .from(examineFlowVersions)
    .where(
      and(eq(examineFlowVersions.tenantId, tenantId), eq(examineFlowVersions.flowId, flowId), eq(examineFlowVersions.version, version)),
    );
  return row ? (row.definition as FlowDefinition) : undefined;
}

/** Every version of a flow, newest first. */
export const flowVersions = (tx: Tx, tenantId: number, flowId: number) =>
  tx
    .select({ version: examineFlowVersions.version, createdAt: examineFlowVersions.createdAt, createdBy: examineFlowVersions.createdBy })
    .from(examineFlowVersions)
    .where(and(eq(examineFlowVersions.tenantId, tenantId), eq(examineFlowVersions.flowId, flowId)))
    .orderBy(desc(examineFlowVersions.version));

// instances still running on any version of the flow
const runningCount = sql<number>`(
  select count(*) from ${examineInstances} i
  join ${examineFlowVersions} rv on rv.tenant_id = i.tenant_id and rv.id = i.flow_version_id
  where i.tenant_id = ${examineFlows.tenantId} and rv.flow_id = ${examineFlows.id} and i.status = 'running'
)`.mapWith(Number);

const summaryColumns = {
  flow: examineFlows,
  stepCount: sql<number>`coalesce(jsonb_array_length(${examineFlowVersions.definition} -> 'steps'), 0)`.mapWith(Number),
  runningCount,
};

export type FlowSummaryRecord = { flow: FlowRecord; stepCount: number; runningCount: number };

const summaries = (tx: Tx) =>
  tx
    .select(summaryColumns)
    .from(examineFlows)
    .innerJoin(
      examineFlowVersions,
      and(
        eq(examineFlowVersions.tenantId, examineFlows.tenantId),
        eq(examineFlowVersions.flowId, examineFlows.id),
        eq(examineFlowVersions.version, examineFlows.currentVersion),
      ),
    )
    .$dynamic();

/** The company's flows with their current version's step count and running instances, latest change first. */
export async function flowPage(
  tx: Tx,
  tenantId: number,
  companyId: number,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: FlowSummaryRecord[]; total: number }> {
  const where = and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.companyId, companyId));
  const rows = await summaries(tx)
    .where(where)
    .orderBy(desc(examineFlows.updatedAt), asc(examineFlows.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(examineFlows).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every flow of the company (one per business code at most). */
export const companyFlows = (tx: Tx, tenantId: number, companyId: number): Promise<FlowSummaryRecord[]> =>
  summaries(tx).where(and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.companyId, companyId)));

/** One flow's summary by its business code, or undefined. */
export async function flowSummary(
  tx: Tx,
  tenantId: number,
  companyId: number,
  businessCode: string,
): Promise<FlowSummaryRecord | undefined> {
  const [row] = await summaries(tx).where(
    and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.companyId, companyId), eq(examineFlows.businessCode, businessCode)),
  );
  return row;
}
