// Query-key roots of the order screens, invalidated after every write that changes an order.
export const ORDER_LIST_KEY = ['order', 'list'] as const;
export const ORDER_DETAIL_KEY = ['order', 'detail'] as const;
