// shortcut/candidates: the menus a shortcut may point to — served to the session (granted, built
// screen), grouped by app; never a button, a folder, an unbuilt screen or another company's grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';

const WT = '/m-worktable/api/v1';

let t: TestApp;

type Group = {
  appId: number;
  appCode: string;
  appName: string;
  menus: { resourceId: number; resourceCode: string; resourceName: string; resourcePath: string; appId: number }[];
};
const candidates = async (token: string) => {
  const res = await call(t.app, `${WT}/shortcut/candidates`, {}, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as Group[];
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shortcut/candidates', () => {
  it('needs a session', async () => {
    expect((await call(t.app, `${WT}/shortcut/candidates`, {})).body.code).toBe('401');
  });

  it('a staff member gets only the menus of their own roles', async () => {
    // ag_user (SALES) holds the worktable's home, todos and notices, qualification exchange and received letters
    const codes = (await candidates(await login(t.app, 'ag_user'))).flatMap((g) => g.menus.map((m) => m.resourceCode));
    expect(codes).toContain('wt.home');
    expect(codes).not.toContain('wt.warning');
    expect(codes).not.toContain('sys.user');
  });

  it("groups the administrator's served menus by app: built pages only, each once", async () => {
    const groups = await candidates(await login(t.app, 'fc_admin'));
    const codes = groups.flatMap((g) => g.menus.map((m) => m.resourceCode));
    expect(new Set(codes).size).toBe(codes.length);
    for (const g of groups) {
      expect(g.menus.length).toBeGreaterThan(0);
      for (const m of g.menus) {
        expect(m.appId).toBe(g.appId);
        expect(isBuiltScreen(m.resourcePath)).toBe(true);
      }
    }
    const workbench = groups.find((g) => g.appCode === 'BK000')!;
    expect(workbench.appName).toBe('工作台');
    expect(workbench.menus.map((m) => m.resourceCode)).toEqual(
      expect.arrayContaining(['wt.home', 'wt.warning', 'wt.shortcut', 'wt.settings']),
    );
    expect(codes).toContain('sys.user');
    // buttons and folders are no page
    expect(codes).not.toContain('od.list.export');
    expect(codes).not.toContain('cm.authorization');
  });

  it("a distributor's administrator gets its own company's grants, not the platform's administrator review", async () => {
    const codes = (await candidates(await login(t.app, 'ag_admin'))).flatMap((g) => g.menus.map((m) => m.resourceCode));
    expect(codes).toContain('wt.home');
    expect(codes).not.toContain('sys.adminExamine');
  });
});
