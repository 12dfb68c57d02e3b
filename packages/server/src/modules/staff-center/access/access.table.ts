// Apps (sub-systems), their resource trees, roles, grants, authorisation groups and field permissions.
import { boolean, foreignKey, index, integer, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions } from '../users/users.table.js';

export const apps = pgTable(
  'apps',
  {
    tenantId: tenantId(),
    id: id(),
    appCode: varchar('app_code', { length: 40 }).notNull(),
    appName: varchar('app_name', { length: 100 }).notNull(),
    appLogoUrl: text('app_logo_url'),
    // the logo uploaded in subsystemManagement (a file-library image; appLogoUrl then serves it)
    logoFileCode: varchar('logo_file_code', { length: 64 }),
    domain: text('domain'),
    overallStructureLogo: text('overall_structure_logo'),
    groupName: varchar('group_name', { length: 60 }).notNull().default(''),
    applicationType: smallint('application_type').notNull().default(1),
    factoryCompanyId: integer('factory_company_id'),
    businessCode: varchar('business_code', { length: 40 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    // set when an admin edits name or order, so the catalogue sync keeps the edit
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('apps_tenant_code').on(t.tenantId, t.appCode)],
);

export const resources = pgTable(
  'resources',
  {
    tenantId: tenantId(),
    id: id(),
    appId: integer('app_id').notNull(),
    parentId: integer('parent_id'),
    resourceCode: varchar('resource_code', { length: 80 }).notNull(),
    resourceName: varchar('resource_name', { length: 100 }).notNull(),
    originResourceName: varchar('origin_resource_name', { length: 100 }).notNull(),
    resourcePath: text('resource_path'),
    resourceIcon: varchar('resource_icon', { length: 60 }),
    iconUrl: text('icon_url'),
    // 1 menu, 2 button
    resourceType: smallint('resource_type').notNull(),
    menuSort: integer('menu_sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    // set when an operator renames, reorders or regroups it: the catalogue sync keeps name, sort and parent
    edited: boolean('edited').notNull().default(false),
    // hidden by an operator: disabled, and the catalogue sync does not enable it again
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('resources_tenant_code').on(t.tenantId, t.resourceCode),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }),
    index('resources_app').on(t.tenantId, t.appId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    // own | department | company | related
    dataScope: varchar('data_scope', { length: 12 }).notNull().default('own'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    // copied from this default role when the company was created (null: made by the company)
    defaultRoleId: integer('default_role_id'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('roles_company_code').on(t.tenantId, t.companyId, t.code),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

export const roleGrants = pgTable(
  'role_grants',
  {
    tenantId: tenantId(),
    roleId: integer('role_id').notNull(),
    resourceId: integer('resource_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.resourceId], foreignColumns: [resources.tenantId, resources.id] }).onDelete('cascade'),
  ],
);

export const positionRoles = pgTable(
  'position_roles',
  {
    tenantId: tenantId(),
    positionId: integer('position_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.positionId, t.roleId] }),
    foreignKey({ columns: [t.tenantId, t.positionId], foreignColumns: [positions.tenantId, positions.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
  ],
);

export const authGroups = pgTable(
  'auth_groups',
  {
    tenantId: tenantId(),
    id: id(),
    name: varchar('name', { length: 60 }).notNull(),
    companyType: varchar('company_type', { length: 2 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const authGroupCompanies = pgTable(
  'auth_group_companies',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    companyId: integer('company_id').notNull(),
    // approved by the app's factory (manufacturer) for sub-systems that need it
    approved: boolean('approved').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [authGroups.tenantId, authGroups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
  ],
);

export const authGroupResources = pgTable(
  'auth_group_resources',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    resourceId: integer('resource_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [authGroups.tenantId, authGroups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.resourceId], foreignColumns: [resources.tenantId, resources.id] }).onDelete('cascade'),
  ],
);

export const tableAuthFields = pgTable(
  'table_auth_fields',
  {
    tenantId: tenantId(),
    id: id(),
    tableNo: varchar('table_no', { length: 80 }).notNull(),
    fieldCode: varchar('field_code', { length: 80 }).notNull(),
    fieldName: varchar('field_name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('table_auth_fields_code').on(t.tenantId, t.tableNo, t.fieldCode)],
);

export const fieldPermissions = pgTable(
  'field_permissions',
  {
    tenantId: tenantId(),
    id: id(),
    // a business code (part-permission) or a table number (custom-table auth fields)
    businessCode: varchar('business_code', { length: 80 }).notNull(),
    roleId: integer('role_id').notNull(),
    fieldCode: varchar('field_code', { length: 80 }).notNull(),
    // 0 hidden, 1 visible, 2 editable
    status: smallint('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('field_permissions_key').on(t.tenantId, t.businessCode, t.roleId, t.fieldCode),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
  ],
);

export const menuHeat = pgTable(
  'menu_heat',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    resourceId: integer('resource_id').notNull(),
    appId: integer('app_id').notNull(),
    hits: integer('hits').notNull().default(0),
    lastAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.resourceId], foreignColumns: [resources.tenantId, resources.id] }).onDelete('cascade'),
  ],
);

// Which related companies a role with data scope 'related' may see (dataManagement); the companies are
// related to the role's company through company_relations.
export const roleRelatedCompanies = pgTable(
  'role_related_companies',
  {
    tenantId: tenantId(),
    roleId: integer('role_id').notNull(),
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
  ],
);

// Default roles per company type (the platform defines them), copied into a company when it is created.
export const defaultRoles = pgTable(
  'default_roles',
  {
    tenantId: tenantId(),
    id: id(),
    companyType: varchar('company_type', { length: 2 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    dataScope: varchar('data_scope', { length: 12 }).notNull().default('own'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('default_roles_type_code').on(t.tenantId, t.companyType, t.code)],
);

export const defaultRoleGrants = pgTable(
  'default_role_grants',
  {
    tenantId: tenantId(),
    defaultRoleId: integer('default_role_id').notNull(),
    resourceId: integer('resource_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.defaultRoleId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.defaultRoleId], foreignColumns: [defaultRoles.tenantId, defaultRoles.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.resourceId], foreignColumns: [resources.tenantId, resources.id] }).onDelete('cascade'),
  ],
);

// User groups: bundles of a company's users, usable in grants (the group's roles apply to its members in
// that company) and as approvers of approval steps.
export const userGroups = pgTable(
  'user_groups',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('user_groups_company_name').on(t.tenantId, t.companyId, t.name),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [userGroups.tenantId, userGroups.id] }).onDelete('cascade'),
    index('user_group_members_user').on(t.tenantId, t.userId),
  ],
);

export const userGroupRoles = pgTable(
  'user_group_roles',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.roleId] }),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [userGroups.tenantId, userGroups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
  ],
);
