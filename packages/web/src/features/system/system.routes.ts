// The screens of app SYS01 '系统设置' (system setup), gathered from its parts' route files.
import { SYSTEM_ADMIN_ROUTES } from './admin/admin.routes';
import { SYSTEM_EXAMINE_ROUTES } from './examine/examine.routes';
import { SYSTEM_ORG_ROUTES } from './org/org.routes';
import { SYSTEM_ROLES_ROUTES } from './roles/roles.routes';
import { SYSTEM_USER_IMPORT_ROUTES } from './user-import/user-import.routes';
import { SYSTEM_USERS_ROUTES } from './users/users.routes';
import { SYSTEM_SEALS_ROUTES } from './seals/seals.routes';
import { SYSTEM_REFERENCE_DATA_ROUTES } from './reference-data/reference-data.routes';
import { SYSTEM_NAVIGATION_ROUTES } from './navigation/navigation.routes';
import { SYSTEM_RELATIONS_ROUTES } from './relations/relations.routes';
import { SYSTEM_APPS_MENUS_ROUTES } from './apps-menus/apps-menus.routes';
import { SYSTEM_COMPANY_GROUPS_ROUTES } from './company-groups/company-groups.routes';
import { SYSTEM_SETTINGS_ROUTES } from './settings/settings.routes';
import { SYSTEM_MESSAGING_ROUTES } from './messaging/messaging.routes';

export const SYSTEM_ROUTES = [
  ...SYSTEM_USERS_ROUTES,
  ...SYSTEM_USER_IMPORT_ROUTES,
  ...SYSTEM_ORG_ROUTES,
  ...SYSTEM_ROLES_ROUTES,
  ...SYSTEM_ADMIN_ROUTES,
  ...SYSTEM_EXAMINE_ROUTES,
  ...SYSTEM_SEALS_ROUTES,
  ...SYSTEM_REFERENCE_DATA_ROUTES,
  ...SYSTEM_NAVIGATION_ROUTES,
  ...SYSTEM_RELATIONS_ROUTES,
  ...SYSTEM_APPS_MENUS_ROUTES,
  ...SYSTEM_COMPANY_GROUPS_ROUTES,
  ...SYSTEM_SETTINGS_ROUTES,
  ...SYSTEM_MESSAGING_ROUTES,
];
