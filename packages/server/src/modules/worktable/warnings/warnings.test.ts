// warning/counts | warning/pageList | warning/export: the expiry warnings of the session's company over
// the dated documents of the schema (the mall's supply contracts today), by days left on the tenant's
// calendar; nobody sees another company's or tenant's documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { call, createTestApp, login, loginSession, type TestApp } from '../../../test/app.js';
import { companies, mallContracts } from '../../../db/schema.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { daysBetween, warningCounts, warningPage } from './warnings.service.js';

const WT = '/m-worktable/api/v1';

let t: TestApp;
let today: string;
let ag3: string;
let fc2: string;

type Item = {
  type: string;
  typeName: string;
  number: string;
  name: string;
  counterparty: string;
  expiryDate: string;
  daysLeft: number;
  bucket: string;
  linkPath: string | null;
};

const plus = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const companyIds = async (tenantId: number, ...codes: string[]) => {
  const rows = await t.db.tenant(tenantId, (tx) =>
    tx
      .select({ id: companies.id, code: companies.code, name: companies.name })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), inArray(companies.code, codes))),
  );
  return codes.map((c) => rows.find((r) => r.code === c)!);
};
const page = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call(t.app, `${WT}/warning/pageList`, { pageNum: 1, pageSize: 20, ...body }, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as { content: Item[]; totalElements: number; totalPages: number; number: number };
};
const counts = async (token: string) => {
  const res = await call(t.app, `${WT}/warning/counts`, {}, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as Record<string, number | string>;
};

// days left of the contracts AG0003 buys from FC0002 under (none of them is seeded)
const OFFSETS = [-1, 0, 30, 31, 60, 61, 89, 90, 91];

beforeAll(async () => {
  t = await createTestApp();
  today = await t.db.tenant(1, (tx) => tenantTodayIn(tx, 1));
  const [buyer, supplier] = await companyIds(1, 'AG0003', 'FC0002');
  await t.db.tenant(1, (tx) =>
    tx.insert(mallContracts).values([
      ...OFFSETS.map((n) => ({
        tenantId: 1,
        buyerCompanyId: buyer!.id,
        supplierCompanyId: supplier!.id,
        contractCode: `HT-WARN-${n}`,
        name: `预警测试合同${n}`,
        validFrom: plus(today, -400),
        validTo: plus(today, n),
      })),
      // terminated: no longer a warning
      {
        tenantId: 1,
        buyerCompanyId: buyer!.id,
        supplierCompanyId: supplier!.id,
        contractCode: 'HT-WARN-END',
        name: '已终止合同',
        validFrom: plus(today, -400),
        validTo: plus(today, 5),
        status: 'terminated',
      },
    ]),
  );
  // tenant 2's AG0001 buys from its FC0001 under a contract ending in 10 days: never tenant 1's warning
  const [t2Buyer, t2Supplier] = await companyIds(2, 'AG0001', 'FC0001');
  await t.db.tenant(2, (tx) =>
    tx.insert(mallContracts).values({
      tenantId: 2,
      buyerCompanyId: t2Buyer!.id,
      supplierCompanyId: t2Supplier!.id,
      contractCode: 'HT-T2-WARN',
      name: '华东租户合同',
      validFrom: plus(today, -100),
      validTo: plus(today, 10),
    }),
  );
  [ag3, fc2] = await Promise.all([login(t.app, 'ag3_admin'), login(t.app, 'fc2_admin')]);
});
afterAll(() => t.close());

describe('warning/pageList', () => {
  it('needs a session and the wt.warning menu', async () => {
    expect((await call(t.app, `${WT}/warning/pageList`, { pageNum: 1, pageSize: 20 })).body.code).toBe('401');
    // ag_user's roles are granted the worktable's home, todos and notices only
    const ag = await login(t.app, 'ag_user');
    for (const path of ['pageList', 'counts', 'export']) {
      expect((await call(t.app, `${WT}/warning/${path}`, { pageNum: 1, pageSize: 20 }, { token: ag })).body.code).toBe('403');
    }
  });

  it('buckets by days left at the edges: yesterday expired, today to 30, 31–60, 61–90, 91 none; fewest days first', async () => {
    const { content, totalElements } = await page(ag3);
    expect(totalElements).toBe(8);
    expect(content.map((i) => [i.number, i.daysLeft, i.bucket])).toEqual([
      ['HT-WARN--1', -1, 'expired'],
      ['HT-WARN-0', 0, 'within30'],
      ['HT-WARN-30', 30, 'within30'],
      ['HT-WARN-31', 31, 'within60'],
      ['HT-WARN-60', 60, 'within60'],
      ['HT-WARN-61', 61, 'within90'],
      ['HT-WARN-89', 89, 'within90'],
      ['HT-WARN-90', 90, 'within90'],
    ]);
    const [, supplier] = await companyIds(1, 'AG0003', 'FC0002');
    expect(content[1]).toEqual({
      type: 'mallContract',
      typeName: '供货合同',
      number: 'HT-WARN-0',
      name: '预警测试合同0',
      counterparty: supplier!.name,
      expiryDate: today,
      daysLeft: 0,
      bucket: 'within30',
      // the contract query screen (issue 15) opens filtered to the contract, its detail shown
      linkPath: '/channelManagement/contractManagement/contract/query?contractCode=HT-WARN-0',
    });
    expect(await counts(ag3)).toEqual({ expired: 1, within30: 2, within60: 2, within90: 3, today });
  });

  it('filters one bucket and pages', async () => {
    expect((await page(ag3, { bucket: 'within90' })).content.map((i) => i.daysLeft)).toEqual([61, 89, 90]);
    expect((await page(ag3, { bucket: 'expired' })).content.map((i) => i.number)).toEqual(['HT-WARN--1']);
    const second = await page(ag3, { pageNum: 2 });
    expect(second).toMatchObject({ content: [], totalElements: 8, totalPages: 1, number: 1 });
  });

  it('the supplier sees the same contracts with the buyer as counterparty', async () => {
    const [buyer] = await companyIds(1, 'AG0003');
    // FC0002 also holds the seed's expiring certificates (their warnings: product-center/expiry/expiry.test.ts)
    const content = (await page(fc2, { pageSize: 50 })).content.filter((i) => i.type === 'mallContract');
    expect(content.map((i) => i.number)).toEqual(OFFSETS.filter((n) => n <= 90).map((n) => `HT-WARN-${n}`));
    expect(new Set(content.map((i) => i.counterparty))).toEqual(new Set([buyer!.name]));
  });

  it('another company never sees them; an expired seeded contract shows for its own parties only', async () => {
    const ag2 = await login(t.app, 'ag2_admin');
    // AG0002 has no contracts among them: its only warning is its own operating licence (due in 50 days)
    expect((await page(ag2)).content.map((i) => [i.type, i.bucket])).toEqual([['qualification', 'within60']]);
    expect(await counts(ag2)).toEqual({ expired: 0, within30: 0, within60: 1, within90: 0, today });
    // AG0001's 2025 contract with FC0001 ended long ago (the seed's demo warning); it holds FC0002's production
    // licence (due in 25 days) through the seed's approved first-camp exchange
    const ag = await page(await login(t.app, 'ag_admin'));
    // (tenant 2's AG0001 contract ending in 10 days is not tenant 1's AG0001's)
    expect(ag.content.map((i) => [i.number, i.bucket])).toEqual([
      ['HT-KR-2025-009', 'expired'],
      ['粤食药监械生产许20160087号', 'within30'],
    ]);
    const fc = await page(await login(t.app, 'fc_admin'));
    expect(fc.content.map((i) => i.number)).toEqual(['HT-KR-2025-009']);
    expect(fc.content.some((i) => i.number.startsWith('HT-WARN'))).toBe(false);
  });

  it("tenant 2's platform company has no contracts; tenant 1's never show there", async () => {
    const t2 = await login(t.app, 'admin', 'Other5678', 2);
    expect(await page(t2)).toMatchObject({ content: [], totalElements: 0 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad = await call(t.app, `${WT}/warning/pageList`, { pageNum: 1, pageSize: 20, bucket: 'soon' }, { token: ag3 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('bucket：bucket 只能为 expired、within30、within60 或 within90');
    const size = await call(t.app, `${WT}/warning/pageList`, { pageNum: 1, pageSize: 7 }, { token: ag3 });
    expect(size.body.msg).toBe('pageSize：每页条数只能为 20、30、50 或 100');
  });
});

describe('days on the tenant calendar', () => {
  it("counts from the tenant's day, not the server's UTC day", async () => {
    const s = await loginSession(t.app, 'ag3_admin');
    const ctx = { tenantId: 1, companyId: s.companyId, userId: s.userId } as RequestContext;
    // 18:00 UTC is already the next day in Asia/Shanghai (the tenant's default zone)
    const late = new Date(`${today}T18:00:00Z`);
    const shanghaiDay = plus(today, 1);
    const { content } = await warningPage(t.db, ctx, { pageNum: 1, pageSize: 20 }, late);
    const zero = content.find((i) => i.number === 'HT-WARN-0')!;
    expect(zero.daysLeft).toBe(daysBetween(shanghaiDay, today));
    expect(zero).toMatchObject({ daysLeft: -1, bucket: 'expired' });
    expect((await warningCounts(t.db, ctx, late)).today).toBe(shanghaiDay);
    // 91 days from the UTC day is 90 from the tenant's: a warning there
    expect(content.find((i) => i.number === 'HT-WARN-91')).toMatchObject({ daysLeft: 90, bucket: 'within90' });
  });

  it('daysBetween counts calendar days across months and years', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
  });
});

describe('warning/export', () => {
  it('exports one bucket as an xlsx workbook with the rows of the list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${WT}/warning/export`,
      headers: { authorization: `Bearer ${ag3}` },
      payload: { bucket: 'within60' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/到期预警_\d{14}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.getWorksheet('到期预警')!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['预警分类', '类型', '编号', '名称', '对方企业', '到期日期', '剩余天数'],
      ['31–60天到期', '供货合同', 'HT-WARN-31', '预警测试合同31', (await companyIds(1, 'FC0002'))[0]!.name, plus(today, 31), 31],
      ['31–60天到期', '供货合同', 'HT-WARN-60', '预警测试合同60', (await companyIds(1, 'FC0002'))[0]!.name, plus(today, 60), 60],
    ]);
  });
});
