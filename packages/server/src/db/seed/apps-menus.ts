// Apps and menus (subsystemManagement, menuManagement): an operator-made app of tenant 1 — an industry news
// portal pointing to another site, with two external links under a group — left disabled, so the screens
// show an operator app (editable, deletable) without putting it into any user's app list.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { apps, resources } from '../../modules/staff-center/access/access.table.js';

export async function seedAppsMenus(db: Database): Promise<void> {
  await db.tenant(1, async (tx) => {
    const [existing] = await tx
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.tenantId, 1), eq(apps.appCode, 'NEWS01')));
    if (existing) return;
    const [app] = await tx
      .insert(apps)
      .values({
        tenantId: 1,
        appCode: 'NEWS01',
        appName: '行业资讯',
        groupName: '业务应用',
        domain: 'https://www.nmpa.gov.cn',
        sort: 20,
        enabled: false,
        edited: true,
      })
      .returning({ id: apps.id });
    const appId = app!.id;
    const [group] = await tx
      .insert(resources)
      .values({
        tenantId: 1,
        appId,
        resourceCode: 'ext.1',
        resourceName: '监管动态',
        originResourceName: '监管动态',
        resourceType: 1,
        menuSort: 1,
        edited: true,
      })
      .returning({ id: resources.id });
    await tx.insert(resources).values([
      {
        tenantId: 1,
        appId,
        parentId: group!.id,
        resourceCode: 'ext.2',
        resourceName: '国家药监局',
        originResourceName: '国家药监局',
        resourcePath: 'https://www.nmpa.gov.cn',
        resourceIcon: 'LinkOutlined',
        resourceType: 1,
        menuSort: 1,
        edited: true,
      },
      {
        tenantId: 1,
        appId,
        parentId: group!.id,
        resourceCode: 'ext.3',
        resourceName: '医疗器械标准目录',
        originResourceName: '医疗器械标准目录',
        resourcePath: 'https://www.nifdc.org.cn',
        resourceIcon: 'LinkOutlined',
        resourceType: 1,
        menuSort: 2,
        edited: true,
      },
    ]);
  });
}
