// The system-setup screens' sub-app: app SYS01 '系统设置', whose menus frame every screen of this feature.
export const SYSTEM_APP_CODE = 'SYS01';
