// The detail page's buttons: exactly the actions the server allows the caller now (allowedActions),
// each behind its button permission of app OD001; submit, confirm, complete and cancel ask first, the
// others open their dialog.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeliveryNoticeItem, OrderAction, OrderDetail } from '@medportal/contracts/mall/orders.contract';
import { ORDER_ACTION_PERMISSION } from '@medportal/contracts/permissions';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission, usePermission } from '../../../kit/permission/permission';
import { ORDER_ACTION_LIST } from '../shared/order-dicts';
import { orderEditPath } from '../shared/order-paths';
import { PayModal, ReceiveModal, RejectModal } from './operation-modals';
import { ShipDrawer } from './ship-drawer';
import { useOrderOperation } from './use-order-operation';

type Dialog = { kind: 'reject' | 'pay' | 'ship' } | { kind: 'receive'; notice: DeliveryNoticeItem | null } | null;

export function useOrderActions(detail: OrderDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const op = useOrderOperation(detail);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayReceive = usePermission(ORDER_ACTION_PERMISSION.receive);
  const allowed = ORDER_ACTION_LIST.filter((a) => detail.allowedActions.includes(a));
  const close = () => setDialog(null);
  const runAndClose = async (action: OrderAction, extra?: Parameters<typeof op.run>[1]) => {
    await op.run(action, extra);
    close();
  };

  const start = async (action: OrderAction) => {
    if (action === 'reject' || action === 'pay' || action === 'ship') return setDialog({ kind: action });
    if (action === 'receive') return setDialog({ kind: 'receive', notice: null });
    try {
      await confirm({ title: t(`order:action.${action}`), content: t(`order:detail.ask.${action}`), danger: action === 'cancel' });
    } catch {
      return undefined;
    }
    return op.run(action).catch(() => undefined);
  };

  const editable = detail.role === 'buyer' && detail.order.status === 'draft' && detail.order.orderType === 'contract';
  const buttons = (
    <Space wrap data-testid="order-actions">
      {editable && (
        <Button onClick={() => void navigate(orderEditPath(detail.order.id))} data-testid="order-edit">
          {t('order:detail.edit')}
        </Button>
      )}
      {allowed.map((action) => (
        <Permission key={action} code={ORDER_ACTION_PERMISSION[action]}>
          <Button
            type={action === 'cancel' || action === 'reject' ? 'default' : 'primary'}
            danger={action === 'cancel' || action === 'reject'}
            loading={op.pending === action}
            onClick={() => void start(action)}
            data-testid={`order-action-${action}`}
          >
            {t(`order:action.${action}`)}
          </Button>
        </Permission>
      ))}
    </Space>
  );

  const dialogs = (
    <>
      <RejectModal
        open={dialog?.kind === 'reject'}
        busy={op.pending === 'reject'}
        onCancel={close}
        onOk={(v) => runAndClose('reject', v)}
      />
      <PayModal
        open={dialog?.kind === 'pay'}
        busy={op.pending === 'pay'}
        unpaidFen={Math.max(0, detail.order.totalFen - detail.order.paidFen)}
        onCancel={close}
        onOk={(v) => runAndClose('pay', v)}
      />
      <ReceiveModal
        open={dialog?.kind === 'receive'}
        busy={op.pending === 'receive'}
        notices={detail.notices}
        notice={dialog?.kind === 'receive' ? dialog.notice : null}
        intoStock={detail.order.orderType === 'contract'}
        onCancel={close}
        onOk={(v) => runAndClose('receive', v)}
      />
      <ShipDrawer
        open={dialog?.kind === 'ship'}
        detail={detail}
        busy={op.pending === 'ship'}
        onClose={close}
        onShip={(extra) => op.run('ship', extra)}
      />
    </>
  );

  return {
    buttons,
    dialogs,
    /** a notice's own 收货 button, when the caller may receive now */
    receiveNotice:
      allowed.includes('receive') && mayReceive ? (notice: DeliveryNoticeItem) => setDialog({ kind: 'receive', notice }) : undefined,
  };
}
