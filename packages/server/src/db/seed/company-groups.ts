// A demo company group (集团): 河南中原康泰 (AG0006) heads its group with 山东鲁康 (AG0005); the head company's
// administrator (ag6_admin) sees the member's orders (grant 'orders').
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { insertGroup, replaceGrants, replaceMembers } from '../../modules/staff-center/company-groups/company-groups.repository.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';

export const DEMO_COMPANY_GROUP = { code: 'JT0001', name: '中原康泰医疗集团', head: 'AG0006', members: ['AG0005'], domains: ['orders'] };

export async function seedCompanyGroups(db: Database): Promise<void> {
  const g = DEMO_COMPANY_GROUP;
  await db.tenant(1, async (tx) => {
    const rows = await tx
      .select({ id: companies.id, code: companies.code })
      .from(companies)
      .where(and(eq(companies.tenantId, 1), inArray(companies.code, [g.head, ...g.members])));
    const id = new Map(rows.map((r) => [r.code, r.id]));
    const group = await insertGroup(tx, {
      tenantId: 1,
      code: g.code,
      name: g.name,
      headCompanyId: id.get(g.head)!,
      remark: '总部统一查看成员企业订单',
    });
    await replaceMembers(
      tx,
      1,
      group.id,
      [g.head, ...g.members].map((code) => id.get(code)!),
    );
    await replaceGrants(tx, 1, group.id, g.domains);
  });
}
