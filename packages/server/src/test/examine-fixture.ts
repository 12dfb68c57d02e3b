// For the approval engine's tests: ids of the seed's users, companies and roles; flows written straight
// into examine_flows / examine_flow_versions (a new version per save, as the flows screen does);
// instances started through the engine's service; the audit centre's calls; tasks, todos and notices read back.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FlowDefinition } from '@medportal/contracts/audit/examine.contract';
import { AUDIT_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import type { Database } from '../db/client.js';
import { companies, roles, users } from '../db/schema.js';
import {
  examineFlowVersions,
  examineFlows,
  examineInstances,
  examineRecords,
  examineTasks,
} from '../modules/audit-center/examine/examine.table.js';
import { startExamine, type StartExamine } from '../modules/audit-center/examine/engine.service.js';
import { todos } from '../modules/worktable/todos/todos.table.js';
import { notices } from '../modules/worktable/notices/notices.table.js';
import { call, type TestApp } from './app.js';

export const AU = AUDIT_CENTER_BASE;

export function examineFixture(t: TestApp, tenantId = 1) {
  const db: Database = t.db;
  const userId = async (userName: string, tenant = tenantId) =>
    (
      await db.tenant(tenant, (tx) =>
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenant), eq(users.userName, userName))),
      )
    )[0]!.id;
  const companyId = async (code: string, tenant = tenantId) =>
    (
      await db.tenant(tenant, (tx) =>
        tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.tenantId, tenant), eq(companies.code, code))),
      )
    )[0]!.id;
  const roleId = async (companyCode: string, code: string) => {
    const company = await companyId(companyCode);
    return (
      await db.tenant(tenantId, (tx) =>
        tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.tenantId, tenantId), eq(roles.companyId, company), eq(roles.code, code))),
      )
    )[0]!.id;
  };

  /** Saves a definition as the flow's next version (creating the flow at version 1); answers the version. */
  const saveFlow = async (companyCode: string, businessCode: string, definition: FlowDefinition, enabled = true) => {
    const company = await companyId(companyCode);
    return db.tenant(tenantId, async (tx) => {
      const [flow] = await tx
        .select()
        .from(examineFlows)
        .where(and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.companyId, company), eq(examineFlows.businessCode, businessCode)));
      const id =
        flow?.id ??
        (
          await tx
            .insert(examineFlows)
            .values({ tenantId, companyId: company, businessCode, name: `测试流程${businessCode}`, enabled })
            .returning()
        )[0]!.id;
      const [last] = await tx
        .select({ version: examineFlowVersions.version })
        .from(examineFlowVersions)
        .where(and(eq(examineFlowVersions.tenantId, tenantId), eq(examineFlowVersions.flowId, id)))
        .orderBy(desc(examineFlowVersions.version))
        .limit(1);
      const version = (last?.version ?? 0) + 1;
      await tx.insert(examineFlowVersions).values({ tenantId, flowId: id, version, definition });
      await tx
        .update(examineFlows)
        .set({ currentVersion: version, enabled })
        .where(and(eq(examineFlows.tenantId, tenantId), eq(examineFlows.id, id)));
      return version;
    });
  };

  const start = (input: Omit<StartExamine, 'tenantId'>) => db.tenant(tenantId, (tx) => startExamine(tx, { tenantId, ...input }));

  const instance = async (id: number) =>
    (
      await db.tenant(tenantId, (tx) =>
        tx
          .select()
          .from(examineInstances)
          .where(and(eq(examineInstances.tenantId, tenantId), eq(examineInstances.id, id))),
      )
    )[0]!;
  const tasks = (id: number) =>
    db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(examineTasks)
        .where(and(eq(examineTasks.tenantId, tenantId), eq(examineTasks.instanceId, id)))
        .orderBy(asc(examineTasks.id)),
    );
  const records = (id: number) =>
    db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(examineRecords)
        .where(and(eq(examineRecords.tenantId, tenantId), eq(examineRecords.instanceId, id)))
        .orderBy(asc(examineRecords.id)),
    );
  const todosOf = (id: number) =>
    db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(todos)
        .where(and(eq(todos.tenantId, tenantId), eq(todos.instanceId, id)))
        .orderBy(asc(todos.id)),
    );
  const noticesTo = (user: number) =>
    db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(notices)
        .where(and(eq(notices.tenantId, tenantId), eq(notices.recipientUserId, user)))
        .orderBy(asc(notices.id)),
    );

  const post = (path: string, token: string, body: unknown) => call(t.app, `${AU}${path}`, body, { token });
  const detail = (token: string, instanceId: number) => post('/auditCenter/detail', token, { instanceId });
  const revisionOf = async (id: number) => (await instance(id)).revision;

  return { userId, companyId, roleId, saveFlow, start, instance, tasks, records, todosOf, noticesTo, post, detail, revisionOf };
}
