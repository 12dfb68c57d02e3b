// The channel screens' sub-app: app CM001 '渠道管理', whose menus frame every screen of this feature.
export const CHANNEL_APP_CODE = 'CM001';
