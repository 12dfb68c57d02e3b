// order/orderOperation for the detail page: the order's id and the version the user saw go with every
// action (a change by someone else meanwhile is refused), then the order and the lists reload.
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderAction, OrderDetail, OrderOperationQueryInput } from '@medportal/contracts/mall/orders.contract';
import { orderOperation } from '../api/orders-api';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY } from '../shared/order-keys';

export type OperationExtra = Omit<OrderOperationQueryInput, 'orderId' | 'action' | 'version'>;

export function useOrderOperation(detail: OrderDetail) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action, extra }: { action: OrderAction; extra?: OperationExtra }) =>
      orderOperation({ orderId: detail.order.id, action, version: detail.order.version, ...extra }),
    onSuccess: (_order, { action }) => {
      void client.invalidateQueries({ queryKey: ORDER_DETAIL_KEY });
      void client.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      void message.success(t(`order:detail.done.${action}`));
    },
  });
  return {
    pending: mutation.isPending ? mutation.variables?.action : undefined,
    /** resolves when the server took the action; rejects (already reported by the request layer) otherwise */
    run: (action: OrderAction, extra?: OperationExtra) => mutation.mutateAsync({ action, extra }),
  };
}
