// The order screens' paths (declared in order.routes.ts) and their sub-app.
/** The order app '订单管理' whose menus frame every order screen. */
export const ORDER_APP_CODE = 'OD001';
export const ORDER_LIST_PATH = '/order/list';
export const ORDER_CREATE_PATH = '/order/create';
export const orderDetailPath = (id: number | string) => `/order/detail?id=${id}`;
export const orderEditPath = (id: number | string) => `/order/edit?id=${id}`;

/** A positive integer id of the query string (?id=), or null. */
export const idParam = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
