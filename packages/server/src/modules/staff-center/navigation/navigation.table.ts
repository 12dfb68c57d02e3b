// App groups (应用分组, /systemSetup/menuConfig): the named, ordered groups of the app list; an app is in the
// group whose name its apps.group_name holds (renaming a group renames it on every app in it). The top
// navigation of the portal header (导航菜单, /systemSetup/navMenuManagement). Per-company app branding
// (/systemSetup/appLogoManagement): a company's logo, display name and theme colour of an app it holds.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { apps } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';

export const appGroups = pgTable(
  'app_groups',
  {
    tenantId: tenantId(),
    id: id(),
    name: varchar('name', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
    // a disabled group is not shown: its apps are listed with the apps of no group
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('app_groups_tenant_name').on(t.tenantId, t.name),
    check('app_groups_name', sql`${t.name} <> ''`),
  ],
);

export const navMenus = pgTable(
  'nav_menus',
  {
    tenantId: tenantId(),
    id: id(),
    name: varchar('name', { length: 60 }).notNull(),
    // app: opens the app (its domain); route: a built screen of the portal; url: an external address, new tab
    targetType: varchar('target_type', { length: 8 }).notNull(),
    appId: integer('app_id'),
    route: varchar('route', { length: 200 }),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    // the company types that see the entry; empty: every type
    companyTypes: varchar('company_types', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }).onDelete('cascade'),
    check('nav_menus_target_type', sql`${t.targetType} IN ('app', 'route', 'url')`),
    check(
      'nav_menus_target',
      sql`(${t.targetType} = 'app' AND ${t.appId} IS NOT NULL AND ${t.route} IS NULL AND ${t.url} IS NULL)
        OR (${t.targetType} = 'route' AND ${t.route} IS NOT NULL AND ${t.appId} IS NULL AND ${t.url} IS NULL)
        OR (${t.targetType} = 'url' AND ${t.url} IS NOT NULL AND ${t.appId} IS NULL AND ${t.route} IS NULL)`,
    ),
  ],
);

export const appBrandings = pgTable(
  'app_brandings',
  {
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    appId: integer('app_id').notNull(),
    // a PNG or JPEG of the file library
    logoFileCode: varchar('logo_file_code', { length: 64 }),
    displayName: varchar('display_name', { length: 60 }),
    // #RRGGBB
    themeColor: varchar('theme_color', { length: 7 }),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.companyId, t.appId] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }).onDelete('cascade'),
    check('app_brandings_theme_color', sql`${t.themeColor} IS NULL OR ${t.themeColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);
