// The order screens' paths (declared in order.routes.ts).
export const ORDER_LIST_PATH = '/order/list';
export const ORDER_CREATE_PATH = '/order/create';
export const orderDetailPath = (id: number | string) => `/order/detail?id=${id}`;
export const orderEditPath = (id: number | string) => `/order/edit?id=${id}`;
