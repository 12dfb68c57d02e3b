// The catalogue sync: new code nodes appear, names an admin edited survive, removed nodes are disabled,
// and the tenant's catalogue version (the menu cache key) moves only when something changed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { apps, resources, tenantSettings } from '../../../db/schema.js';
import { CATALOGUE, type CatalogueApp } from './catalogue.js';
import { bumpCatalogueVersion, syncCatalogue } from './catalogue.sync.js';

// These tests are about grants (who is granted which node); which granted nodes are served as
// navigation (built screens only) is served.test.ts's subject: here every catalogue path counts as built.
vi.mock('@medportal/contracts/common/screens', () => ({
  BUILT_SCREENS: [],
  isBuiltScreen: (path: string | null | undefined) => Boolean(path?.startsWith('/')),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const version = async (tenantId: number) =>
  (await t.db.tenant(tenantId, (tx) => tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId))))[0]!.catalogueVersion;

const resource = async (tenantId: number, code: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(resources)
        .where(and(eq(resources.tenantId, tenantId), eq(resources.resourceCode, code))),
    )
  )[0];

/** The code's catalogue with the workbench changed: wt.todo renamed, a new calendar page with a button. */
const changed = (): CatalogueApp[] =>
  CATALOGUE.map((app) =>
    app.appCode !== 'BK000'
      ? app
      : {
          ...app,
          resources: [
            ...app.resources.map((n) => (n.code === 'wt.todo' ? { ...n, name: '待办中心' } : n)),
            {
              code: 'wt.calendar',
              name: '日程安排',
              path: '/worktable/calendar',
              icon: 'CalendarOutlined',
              children: [{ code: 'wt.calendar.add', name: '新建日程', type: 2 }],
            },
          ],
        },
  );

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('syncCatalogue', () => {
  it('is a no-op on a synced tenant', async () => {
    const v = await version(1);
    expect(await syncCatalogue(t.db, 1)).toBe(0);
    expect(await version(1)).toBe(v);
  });

  it('keeps an admin-edited name while adding new nodes and renaming unedited ones', async () => {
    const token = await login(t.app, 'admin');
    const workbench = (
      await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(apps)
          .where(and(eq(apps.tenantId, 1), eq(apps.appCode, 'BK000'))),
      )
    )[0]!.id;
    const menu = async () =>
      flat((await call(t.app, `${STAFF}/login/resourceList`, { appId: workbench }, { token })).body.payload as MenuNode[]);
    expect((await menu()).map((n) => n.resourceCode)).not.toContain('wt.calendar');

    // what the menu-management screen does: edit, mark edited, bump
    await t.db.tenant(1, async (tx) => {
      await tx
        .update(resources)
        .set({ resourceName: '我的主页', edited: true })
        .where(and(eq(resources.tenantId, 1), eq(resources.resourceCode, 'wt.home')));
      await bumpCatalogueVersion(tx, 1);
    });
    const v = await version(1);
    expect(await syncCatalogue(t.db, 1, changed())).toBe(3);
    expect(await version(1)).toBe(v + 1);

    expect(await resource(1, 'wt.home')).toMatchObject({
      resourceName: '我的主页',
      originResourceName: '我的工作台',
      edited: true,
      enabled: true,
    });
    expect(await resource(1, 'wt.todo')).toMatchObject({ resourceName: '待办中心', originResourceName: '待办中心', edited: false });
    const calendar = await resource(1, 'wt.calendar');
    expect(calendar).toMatchObject({
      appId: workbench,
      parentId: null,
      resourceName: '日程安排',
      resourcePath: '/worktable/calendar',
      resourceType: 1,
      menuSort: 14,
      enabled: true,
    });
    expect(await resource(1, 'wt.calendar.add')).toMatchObject({ parentId: calendar!.id, resourceType: 2, resourceName: '新建日程' });

    // the same token sees the synced tree (the platform admin is granted everything)
    const nodes = await menu();
    expect(nodes.find((n) => n.resourceCode === 'wt.home')).toMatchObject({ resourceName: '我的主页', originResourceName: '我的工作台' });
    expect(nodes.find((n) => n.resourceCode === 'wt.todo')?.resourceName).toBe('待办中心');
    expect(nodes.find((n) => n.resourceCode === 'wt.calendar.add')).toMatchObject({
      parent: calendar!.id,
      buttonCode: 'wt.calendar.add',
      buttonName: '新建日程',
    });

    // tenant 2 was not touched
    expect(await resource(2, 'wt.home')).toMatchObject({ resourceName: '我的工作台', edited: false });
    expect(await resource(2, 'wt.calendar')).toBeUndefined();

    // syncing the same catalogue again changes nothing
    expect(await syncCatalogue(t.db, 1, changed())).toBe(0);
    expect(await version(1)).toBe(v + 1);
  });

  it('disables nodes the code no longer has and keeps the edited name through a rename in code', async () => {
    const v = await version(1);
    expect(await syncCatalogue(t.db, 1)).toBeGreaterThan(0);
    expect(await version(1)).toBe(v + 1);
    expect(await resource(1, 'wt.calendar')).toMatchObject({ enabled: false });
    expect(await resource(1, 'wt.calendar.add')).toMatchObject({ enabled: false });
    expect(await resource(1, 'wt.todo')).toMatchObject({ resourceName: '待办事项', enabled: true });
    expect(await resource(1, 'wt.home')).toMatchObject({ resourceName: '我的主页', edited: true });
    const token = await login(t.app, 'admin');
    const workbench = (
      await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(apps)
          .where(and(eq(apps.tenantId, 1), eq(apps.appCode, 'BK000'))),
      )
    )[0]!.id;
    const codes = flat((await call(t.app, `${STAFF}/login/resourceList`, { appId: workbench }, { token })).body.payload).map(
      (n) => n.resourceCode,
    );
    expect(codes).toEqual([
      'wt.home',
      'wt.examine',
      'wt.todo',
      'wt.notice',
      'wt.notice.publish',
      'wt.warning',
      'wt.shortcut',
      'wt.appList',
      'wt.appStore.request',
      'wt.appStore',
      'wt.myApp',
      'wt.video',
      'wt.video.manage',
      'wt.exportRecord',
      'wt.settings',
      'wt.todoNoticeSet',
    ]);
  });
});
