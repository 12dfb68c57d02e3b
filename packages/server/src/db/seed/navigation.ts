// The demo's top navigation (/systemSetup/navMenuManagement) and app groups (/systemSetup/menuConfig) of tenant 1:
// the order app, the approval centre and the NMPA's site. Tenant 2 has none (its header shows no entries).
import type { Database } from '../client.js';
import { seedNavigation, type SeedNavMenu } from '../../modules/staff-center/navigation/navigation.service.js';

export const NAV_MENUS_T1: readonly SeedNavMenu[] = [
  { name: '订单中心', appCode: 'OD001' },
  { name: '我的审批', route: '/worktable/todo' },
  { name: '国家药监局', url: 'https://www.nmpa.gov.cn/' },
];

export const seedNavigationDemo = (db: Database): Promise<void> => seedNavigation(db, 1, NAV_MENUS_T1);
