// Menu icons: resourceIcon names an @ant-design/icons component; iconUrl is an uploaded image. A curated
// set of names, each icon loaded on first use: the shell's first render carries none of them (a menu
// shows a handful), and an icon not loaded yet keeps its 1em box so the menu does not jump.
import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';

type IconProps = { className?: string; style?: CSSProperties };
type IconModule = { default: ComponentType<IconProps> };

/** The menu icon set by name (the keys), each a loader of its component. */
export const MENU_ICONS: Readonly<Record<string, () => Promise<IconModule>>> = {
  ApartmentOutlined: () => import('@ant-design/icons/ApartmentOutlined'),
  AppstoreAddOutlined: () => import('@ant-design/icons/AppstoreAddOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/AppstoreOutlined'),
  AuditOutlined: () => import('@ant-design/icons/AuditOutlined'),
  BankOutlined: () => import('@ant-design/icons/BankOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/BarChartOutlined'),
  BellOutlined: () => import('@ant-design/icons/BellOutlined'),
  BookOutlined: () => import('@ant-design/icons/BookOutlined'),
  CalendarOutlined: () => import('@ant-design/icons/CalendarOutlined'),
  CheckSquareOutlined: () => import('@ant-design/icons/CheckSquareOutlined'),
  CloudOutlined: () => import('@ant-design/icons/CloudOutlined'),
  ClusterOutlined: () => import('@ant-design/icons/ClusterOutlined'),
  ContainerOutlined: () => import('@ant-design/icons/ContainerOutlined'),
  CustomerServiceOutlined: () => import('@ant-design/icons/CustomerServiceOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/DashboardOutlined'),
  DatabaseOutlined: () => import('@ant-design/icons/DatabaseOutlined'),
  DollarOutlined: () => import('@ant-design/icons/DollarOutlined'),
  ExportOutlined: () => import('@ant-design/icons/ExportOutlined'),
  FileDoneOutlined: () => import('@ant-design/icons/FileDoneOutlined'),
  FileOutlined: () => import('@ant-design/icons/FileOutlined'),
  FileProtectOutlined: () => import('@ant-design/icons/FileProtectOutlined'),
  FileSearchOutlined: () => import('@ant-design/icons/FileSearchOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/FileTextOutlined'),
  FlagOutlined: () => import('@ant-design/icons/FlagOutlined'),
  FolderOutlined: () => import('@ant-design/icons/FolderOutlined'),
  FundOutlined: () => import('@ant-design/icons/FundOutlined'),
  GiftOutlined: () => import('@ant-design/icons/GiftOutlined'),
  GlobalOutlined: () => import('@ant-design/icons/GlobalOutlined'),
  HomeOutlined: () => import('@ant-design/icons/HomeOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/IdcardOutlined'),
  InboxOutlined: () => import('@ant-design/icons/InboxOutlined'),
  LayoutOutlined: () => import('@ant-design/icons/LayoutOutlined'),
  LineChartOutlined: () => import('@ant-design/icons/LineChartOutlined'),
  LinkOutlined: () => import('@ant-design/icons/LinkOutlined'),
  MailOutlined: () => import('@ant-design/icons/MailOutlined'),
  MedicineBoxOutlined: () => import('@ant-design/icons/MedicineBoxOutlined'),
  MessageOutlined: () => import('@ant-design/icons/MessageOutlined'),
  MoneyCollectOutlined: () => import('@ant-design/icons/MoneyCollectOutlined'),
  NotificationOutlined: () => import('@ant-design/icons/NotificationOutlined'),
  PartitionOutlined: () => import('@ant-design/icons/PartitionOutlined'),
  PayCircleOutlined: () => import('@ant-design/icons/PayCircleOutlined'),
  PieChartOutlined: () => import('@ant-design/icons/PieChartOutlined'),
  PlaySquareOutlined: () => import('@ant-design/icons/PlaySquareOutlined'),
  ProfileOutlined: () => import('@ant-design/icons/ProfileOutlined'),
  ProjectOutlined: () => import('@ant-design/icons/ProjectOutlined'),
  ReconciliationOutlined: () => import('@ant-design/icons/ReconciliationOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons/SafetyCertificateOutlined'),
  SafetyOutlined: () => import('@ant-design/icons/SafetyOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons/ScheduleOutlined'),
  SettingOutlined: () => import('@ant-design/icons/SettingOutlined'),
  ShopOutlined: () => import('@ant-design/icons/ShopOutlined'),
  ShoppingCartOutlined: () => import('@ant-design/icons/ShoppingCartOutlined'),
  ShoppingOutlined: () => import('@ant-design/icons/ShoppingOutlined'),
  SignatureOutlined: () => import('@ant-design/icons/SignatureOutlined'),
  SolutionOutlined: () => import('@ant-design/icons/SolutionOutlined'),
  TagsOutlined: () => import('@ant-design/icons/TagsOutlined'),
  TeamOutlined: () => import('@ant-design/icons/TeamOutlined'),
  ThunderboltOutlined: () => import('@ant-design/icons/ThunderboltOutlined'),
  ToolOutlined: () => import('@ant-design/icons/ToolOutlined'),
  TruckOutlined: () => import('@ant-design/icons/TruckOutlined'),
  UserOutlined: () => import('@ant-design/icons/UserOutlined'),
  VideoCameraOutlined: () => import('@ant-design/icons/VideoCameraOutlined'),
  WalletOutlined: () => import('@ant-design/icons/WalletOutlined'),
  WarningOutlined: () => import('@ant-design/icons/WarningOutlined'),
};

const FALLBACK_ICON = 'AppstoreOutlined';
const ICON_SIZE = 14;

/**
 * Names are matched as written, or in the PascalCase 'Outlined' form of a kebab name ('team' → TeamOutlined); unknown names get the
 * generic app icon.
 */
export function menuIconName(name: string): string {
  const pascal = name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return [name, pascal, `${pascal}Outlined`].find((candidate) => Object.hasOwn(MENU_ICONS, candidate)) ?? FALLBACK_ICON;
}

const loaded = new Map<string, ComponentType<IconProps>>();
const pending = new Map<string, Promise<void>>();

/** Loads a menu icon once; a failed load is forgotten so a later render tries again. */
export function loadMenuIcon(name: string): Promise<void> {
  const known = menuIconName(name);
  if (loaded.has(known)) return Promise.resolve();
  let request = pending.get(known);
  if (!request) {
    request = MENU_ICONS[known]!()
      .then((module) => void loaded.set(known, module.default))
      .finally(() => pending.delete(known));
    pending.set(known, request);
  }
  return request;
}

/**
 * A menu icon by name. Until its chunk is there it renders an empty 1em box with the icon's class, so
 * antd Menu's icon spacing (it adds its own class to the icon element, passed on here) stays the same.
 */
export function MenuIcon({ name, className, style }: { name: string } & IconProps) {
  const known = menuIconName(name);
  const Icon = loaded.get(known);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded.has(known)) return;
    let live = true;
    loadMenuIcon(known).then(
      () => live && setVersion((v) => v + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [known]);
  if (Icon) return <Icon className={className} style={style} />;
  const box: CSSProperties = { display: 'inline-block', width: '1em', height: '1em', ...style };
  return <span aria-hidden className={['anticon', className].filter(Boolean).join(' ')} style={box} data-icon-pending={known} />;
}

/** The icon of a menu node: its image, its named icon, or nothing when it has neither. */
export function menuIcon(node: Pick<MenuNode, 'iconUrl' | 'resourceIcon'>) {
  if (node.iconUrl) return <img src={node.iconUrl} alt="" width={ICON_SIZE} height={ICON_SIZE} style={{ objectFit: 'contain' }} />;
  if (!node.resourceIcon) return null;
  return <MenuIcon name={node.resourceIcon} />;
}
