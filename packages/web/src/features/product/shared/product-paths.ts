// The product screens' sub-app: app PD001 '产品管理', whose menus frame every screen of this feature.
export const PRODUCT_APP_CODE = 'PD001';
