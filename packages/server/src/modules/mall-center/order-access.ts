// The catalogue codes of app OD001 '订单管理' that the order & mall routes declare (config.access): a
// read serves the menus whose screens call it, a write the button or menu of the screen that makes it.
// The detail, create and edit pages are sub-pages of the order list (menu od.list).

/** Every menu of the order app: dictionaries and enums are read by all of its screens. */
export const ORDER_APP_MENUS = ['od.list', 'od.consignment', 'od.fillup', 'od.import', 'od.delivery', 'od.payBill', 'od.address'] as const;

export const ORDER_LIST = { resource: ['od.list'] } as const;
export const ORDER_CREATE = { resource: ['od.list.create'] } as const;
export const ORDER_APP = { resource: ORDER_APP_MENUS } as const;
export const CONSIGNMENT = { resource: ['od.consignment'] } as const;
export const FILLUP = { resource: ['od.fillup'] } as const;
export const IMPORT = { resource: ['od.import'] } as const;
