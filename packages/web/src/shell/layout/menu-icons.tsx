// Menu icons: resourceIcon names an @ant-design/icons component; iconUrl is an uploaded image. A curated
// map keeps the whole icon set out of the bundle; unknown names get the generic app icon.
import type { ComponentType } from 'react';
import {
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined, BookOutlined,
  CalendarOutlined, CheckSquareOutlined, CloudOutlined, ClusterOutlined, ContainerOutlined, CustomerServiceOutlined,
  DashboardOutlined, DatabaseOutlined, DollarOutlined, FileDoneOutlined, FileOutlined, FileProtectOutlined,
  FileSearchOutlined, FileTextOutlined, FolderOutlined, FundOutlined, GiftOutlined, GlobalOutlined, HomeOutlined,
  IdcardOutlined, InboxOutlined, LineChartOutlined, MailOutlined, MedicineBoxOutlined, MessageOutlined,
  MoneyCollectOutlined, NotificationOutlined, PayCircleOutlined, PieChartOutlined, ProfileOutlined,
  ProjectOutlined, ReconciliationOutlined, SafetyOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined,
  ShoppingCartOutlined, ShoppingOutlined, SolutionOutlined, TagsOutlined, TeamOutlined, ToolOutlined,
  TruckOutlined, UserOutlined, VideoCameraOutlined, WalletOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';

export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined, BookOutlined,
  CalendarOutlined, CheckSquareOutlined, CloudOutlined, ClusterOutlined, ContainerOutlined, CustomerServiceOutlined,
  DashboardOutlined, DatabaseOutlined, DollarOutlined, FileDoneOutlined, FileOutlined, FileProtectOutlined,
  FileSearchOutlined, FileTextOutlined, FolderOutlined, FundOutlined, GiftOutlined, GlobalOutlined, HomeOutlined,
  IdcardOutlined, InboxOutlined, LineChartOutlined, MailOutlined, MedicineBoxOutlined, MessageOutlined,
  MoneyCollectOutlined, NotificationOutlined, PayCircleOutlined, PieChartOutlined, ProfileOutlined,
  ProjectOutlined, ReconciliationOutlined, SafetyOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined,
  ShoppingCartOutlined, ShoppingOutlined, SolutionOutlined, TagsOutlined, TeamOutlined, ToolOutlined,
  TruckOutlined, UserOutlined, VideoCameraOutlined, WalletOutlined, WarningOutlined,
};

const ICON_SIZE = 14;

/** Names are matched as written, or in the PascalCase 'Outlined' form of a kebab name ('team' → TeamOutlined). */
export function menuIconComponent(name: string): ComponentType {
  const pascal = name.split(/[-_\s]+/).filter(Boolean).map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
  return MENU_ICONS[name] ?? MENU_ICONS[pascal] ?? MENU_ICONS[`${pascal}Outlined`] ?? AppstoreOutlined;
}

/** The icon of a menu node: its image, its named icon, or nothing when it has neither. */
export function menuIcon(node: Pick<MenuNode, 'iconUrl' | 'resourceIcon'>) {
  if (node.iconUrl) return <img src={node.iconUrl} alt="" width={ICON_SIZE} height={ICON_SIZE} style={{ objectFit: 'contain' }} />;
  if (!node.resourceIcon) return null;
  const Icon = menuIconComponent(node.resourceIcon);
  return <Icon />;
}
