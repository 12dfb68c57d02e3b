// 删除草稿 on the order list: asks first (the kit's confirm dialog), sends the selected ids, then says
// what was deleted and lists every order the server refused with its reason.
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '@medportal/contracts/mall/orders.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { deleteOrder } from '../api/orders-api';
import { ORDER_LIST_KEY } from '../shared/order-keys';

export function useDeleteDrafts(onDone: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (rows: OrderItem[]) => deleteOrder(rows.map((r) => r.id)),
    onSuccess: (result, rows) => {
      void client.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      onDone();
      if (result.refused.length === 0) {
        void message.success(t('order:list.delete.done', { n: result.deleted.length }));
        return;
      }
      const codeOf = new Map(rows.map((r) => [r.id, r.orderCode]));
      modal.warning({
        title: t('order:list.delete.resultTitle'),
        width: 520,
        content: (
          <div data-testid="delete-result">
            <p>{t('order:list.delete.partly', { deleted: result.deleted.length, refused: result.refused.length })}</p>
            <ul style={{ paddingInlineStart: 20, marginBottom: 0 }}>
              {result.refused.map((r) => (
                <li key={r.id}>{t('order:list.delete.refusedLine', { code: codeOf.get(r.id) ?? r.id, reason: r.reason })}</li>
              ))}
            </ul>
          </div>
        ),
      });
    },
  });

  return {
    deleting: mutation.isPending,
    run: async (rows: OrderItem[]) => {
      try {
        await confirm({ size: 'delete', title: t('order:list.delete.title'), content: t('order:list.delete.confirm', { n: rows.length }) });
      } catch {
        return;
      }
      mutation.mutate(rows);
    },
  };
}
