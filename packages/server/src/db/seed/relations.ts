// Company relations of the demo (the rows themselves come with each tenant, tenant-one.ts 'relations'):
// remarks as the operator keeps them and the reason the one disabled relation (迈德 → 安和) was stopped,
// so /systemSetup/companyRelation shows what it is for.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { companies, companyRelations } from '../../modules/staff-center/tenancy/tenancy.table.js';

type RelationNote = { from: string; to: string; remark?: string; statusReason?: string };

const NOTES_T1: RelationNote[] = [
  { from: 'FC0001', to: 'AG0001', remark: '江苏区域一级经销，年度合同 HT-KR-2026-001' },
  { from: 'FC0002', to: 'AG0001', remark: '诊断与监护耗材，年度合同 HT-MD-2026-001' },
  { from: 'FC0002', to: 'AG0004', remark: '福建区域经销（筹备中）', statusReason: '经销商企业认证未提交，暂停供货' },
  { from: 'AG0001', to: 'HO0001', remark: '上海市瑞安中心医院耗材配送' },
  { from: 'AG0001', to: 'AG0005', remark: '山东区域二级分销' },
];

export async function seedRelationNotes(db: Database): Promise<void> {
  await db.tenant(1, async (tx) => {
    const rows = await tx
      .select({ id: companies.id, code: companies.code })
      .from(companies)
      .where(and(eq(companies.tenantId, 1), inArray(companies.code, [...new Set(NOTES_T1.flatMap((n) => [n.from, n.to]))])));
    const id = new Map(rows.map((r) => [r.code, r.id]));
    for (const n of NOTES_T1) {
      const from = id.get(n.from);
      const to = id.get(n.to);
      if (from === undefined || to === undefined) throw new Error(`demo seed: relation ${n.from} → ${n.to} names an unknown company`);
      const set = { ...(n.remark ? { remark: n.remark } : {}), ...(n.statusReason ? { statusReason: n.statusReason } : {}) };
      const done = await tx
        .update(companyRelations)
        .set(set)
        .where(and(eq(companyRelations.tenantId, 1), eq(companyRelations.fromCompanyId, from), eq(companyRelations.toCompanyId, to)))
        .returning({ id: companyRelations.id });
      if (done.length !== 1) throw new Error(`demo seed: no relation ${n.from} → ${n.to} to note`);
    }
  });
}
