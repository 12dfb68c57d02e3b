// Company-join demo data: applicants without a company (one waiting for 江苏恒泰's admin, one
// rejected by 浙江华康 and free to apply again) and the contacts the enterprise centre shows.
// Tenant 2's texts start with '华东' like the rest of its data.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import { companies, companyContacts, companyJoinRequests, users } from '../schema.js';
import type { PasswordHashes } from './writer.js';

type Applicant = {
  userName: string;
  realName: string;
  phone: string;
  company: string;
  status: 'pending' | 'rejected';
  reason?: string;
  decidedBy?: string;
  daysAgo: number;
};
type JoinSeed = { applicants: Applicant[]; contacts: Record<string, [name: string, phone: string]> };

const SEEDS: Record<number, JoinSeed> = {
  1: {
    applicants: [
      { userName: 'join_user', realName: '钱进', phone: '13800000091', company: 'AG0001', status: 'pending', daysAgo: 1 },
      {
        userName: 'join_rejected',
        realName: '孙悦',
        phone: '13800000092',
        company: 'AG0002',
        status: 'rejected',
        daysAgo: 4,
        reason: '未能核实您的在职信息，请联系部门负责人确认后重新申请',
        decidedBy: 'ag2_admin',
      },
    ],
    contacts: {
      AG0001: ['马丽', '025-83216688'],
      AG0002: ['罗斌', '13800000034'],
      FC0001: ['刘建华', '021-58326600'],
      HO0001: ['宋佳', '021-64370045'],
    },
  },
  2: {
    applicants: [{ userName: 't2_join', realName: '华东申请人', phone: '13900000091', company: 'AG0001', status: 'pending', daysAgo: 2 }],
    contacts: { AG0001: ['司徒明', '0571-87654321'] },
  },
};

/** Tenant-1 applicants' phones, part of DEMO_PHONES (they log in by name, which needs a bound phone). */
export const JOIN_APPLICANT_PHONES: Record<string, string> = Object.fromEntries(SEEDS[1]!.applicants.map((a) => [a.userName, a.phone]));

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function writeJoinSeed(tx: Tx, tenantId: number, seed: JoinSeed, hashes: PasswordHashes) {
  const codes = [...new Set([...seed.applicants.map((a) => a.company), ...Object.keys(seed.contacts)])];
  const companyRows = await tx
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.code, codes)));
  const companyId = new Map(companyRows.map((c) => [c.code, c.id]));
  const need = (code: string) => {
    const id = companyId.get(code);
    if (id === undefined) throw new Error(`company-join seed: unknown company '${code}'`);
    return id;
  };
  const applicants = await tx
    .insert(users)
    .values(
      seed.applicants.map((a) => ({ tenantId, userName: a.userName, realName: a.realName, phone: a.phone, passwordHash: hashes.Demo1234 })),
    )
    .returning({ id: users.id, userName: users.userName });
  const deciders = seed.applicants.flatMap((a) => (a.decidedBy ? [a.decidedBy] : []));
  const deciderRows = deciders.length
    ? await tx
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.userName, deciders)))
    : [];
  const userId = new Map([...applicants, ...deciderRows].map((u) => [u.userName, u.id]));
  await tx.insert(companyJoinRequests).values(
    seed.applicants.map((a) => ({
      tenantId,
      userId: userId.get(a.userName)!,
      companyId: need(a.company),
      status: a.status,
      reason: a.reason ?? '',
      createdAt: daysAgo(a.daysAgo),
      decidedBy: a.decidedBy ? (userId.get(a.decidedBy) ?? null) : null,
      decidedAt: a.status === 'pending' ? null : daysAgo(a.daysAgo - 1),
    })),
  );
  await tx.insert(companyContacts).values(
    Object.entries(seed.contacts).map(([code, [contactName, contactPhone]]) => ({
      tenantId,
      companyId: need(code),
      contactName,
      contactPhone,
    })),
  );
}

/** Runs after the tenants' users and companies are written. */
export async function seedCompanyJoin(db: Database, hashes: PasswordHashes): Promise<void> {
  for (const [tenantId, seed] of Object.entries(SEEDS)) {
    await db.tenant(Number(tenantId), (tx) => writeJoinSeed(tx, Number(tenantId), seed, hashes));
  }
}
