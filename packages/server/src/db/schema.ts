// Every table of every module, for drizzle-kit and the typed query builder.
export * from '../modules/staff-center/tenancy/tenancy.table.js';
export * from '../modules/staff-center/users/users.table.js';
export * from '../modules/staff-center/access/access.table.js';
export * from '../modules/staff-center/auth/auth.table.js';
export * from '../modules/staff-center/agreements/agreements.table.js';
export * from '../modules/staff-center/custom-table/custom-table.table.js';
export * from '../modules/staff-center/customer-service/customer-service.table.js';
export * from '../modules/staff-center/companies/companies.table.js';
export * from '../modules/config-center/config/config.table.js';
export * from '../modules/file-library/files/files.table.js';
export * from '../modules/file-library/qr-upload/qr-upload.table.js';
export * from '../modules/worktable/notices/notices.table.js';
export * from '../modules/worktable/todos/todos.table.js';
export * from '../modules/worktable/shortcuts/shortcuts.table.js';
export * from '../modules/mall-center/vendors/vendors.table.js';
export * from '../modules/mall-center/catalogue/catalogue.table.js';
export * from '../modules/mall-center/addresses/addresses.table.js';
