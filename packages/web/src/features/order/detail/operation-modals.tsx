// The dialogs of the detail page's actions: 驳回 with a reason, 付款 with an amount in yuan (sent as
// fen, at most the unpaid amount), 收货 of one delivery notice into a warehouse of the buyer (optional).
import { useEffect, useMemo } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryNoticeItem } from '@medportal/contracts/mall/orders.contract';
import { operationHouseByHoseCode } from '../api/master-data-api';
import { fenToYuanText, formatFen, yuanToFen } from '../shared/money';
import { MEMO_MAX } from '../edit/order-form-model';

type ModalProps<V> = { open: boolean; busy: boolean; onCancel: () => void; onOk: (values: V) => Promise<unknown> };

/** Validates, sends, and closes only when the server took it (the form keeps its input otherwise). */
async function submit<V>(form: ReturnType<typeof Form.useForm<V>>[0], onOk: (v: V) => Promise<unknown>) {
  let values: V;
  try {
    values = await form.validateFields();
  } catch {
    return;
  }
  try {
    await onOk(values);
  } catch {
    // reported by the request layer
  }
}

export function RejectModal({ open, busy, onCancel, onOk }: ModalProps<{ comment: string }>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('order:detail.rejectTitle')}
      okText={t('order:detail.rejectOk')}
      okButtonProps={{ danger: true, loading: busy }}
      onCancel={onCancel}
      onOk={() => void submit(form, (v) => onOk({ comment: v.comment.trim() }))}
      forceRender
      destroyOnHidden={false}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="comment"
          label={t('order:detail.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('order:detail.rules.rejectReason') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={MEMO_MAX}
            showCount
            placeholder={t('order:detail.rejectPlaceholder')}
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type PayValues = { amount: string; payMethod?: string; comment?: string };

export function PayModal({
  open,
  busy,
  unpaidFen,
  onCancel,
  onOk,
}: ModalProps<{ amountFen: number; payMethod?: string; comment?: string }> & { unpaidFen: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayValues>();
  useEffect(() => {
    if (open) form.setFieldsValue({ amount: fenToYuanText(unpaidFen), payMethod: '', comment: '' });
  }, [open, unpaidFen, form]);
  return (
    <Modal
      open={open}
      title={t('order:detail.payTitle')}
      okText={t('order:action.pay')}
      okButtonProps={{ loading: busy }}
      onCancel={onCancel}
      forceRender
      destroyOnHidden={false}
      onOk={() =>
        void submit(form, (v) =>
          onOk({
            amountFen: yuanToFen(v.amount) ?? 0,
            ...(v.payMethod?.trim() ? { payMethod: v.payMethod.trim() } : {}),
            ...(v.comment?.trim() ? { comment: v.comment.trim() } : {}),
          }),
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('order:detail.unpaidNow', { amount: formatFen(unpaidFen) })}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="amount"
          label={t('order:detail.payAmount')}
          rules={[
            { required: true, whitespace: true, message: t('order:detail.rules.payAmountRequired') },
            {
              validator: (_r, v: string | undefined) => {
                if (!v?.trim()) return Promise.resolve();
                const fen = yuanToFen(v);
                if (fen === null) return Promise.reject(new Error(t('order:detail.rules.payAmountFormat')));
                if (fen < 1) return Promise.reject(new Error(t('order:detail.rules.payAmountPositive')));
                if (fen > unpaidFen) return Promise.reject(new Error(t('order:detail.rules.payOver')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" data-testid="pay-amount" />
        </Form.Item>
        <Form.Item name="payMethod" label={t('order:detail.payMethod')}>
          <Input maxLength={20} placeholder={t('order:detail.payMethodPlaceholder')} data-testid="pay-method" />
        </Form.Item>
        <Form.Item name="comment" label={t('order:form.memo')}>
          <Input.TextArea rows={2} maxLength={MEMO_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type ReceiveValues = { noticeId?: number; houseCode?: string };

export function ReceiveModal({
  open,
  busy,
  notices,
  notice,
  intoStock,
  onCancel,
  onOk,
}: ModalProps<{ noticeId: number; houseCode?: string }> & {
  notices: DeliveryNoticeItem[];
  notice: DeliveryNoticeItem | null;
  /** contract orders only: consigned goods become the holder's consignment stock instead (MC1125) */
  intoStock: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReceiveValues>();
  const houses = useQuery({
    queryKey: ['order', 'warehouses'],
    queryFn: () => operationHouseByHoseCode({}),
    enabled: open && intoStock,
    staleTime: 60_000,
  });
  const waiting = useMemo(() => notices.filter((n) => n.status === 'shipped'), [notices]);
  useEffect(() => {
    if (open) form.setFieldsValue({ noticeId: notice?.id ?? (waiting.length === 1 ? waiting[0]!.id : undefined), houseCode: undefined });
  }, [open, notice, waiting, form]);
  return (
    <Modal
      open={open}
      title={t('order:detail.receiveTitle')}
      okText={t('order:action.receive')}
      okButtonProps={{ loading: busy }}
      onCancel={onCancel}
      forceRender
      destroyOnHidden={false}
      onOk={() => void submit(form, (v) => onOk({ noticeId: v.noticeId!, ...(v.houseCode ? { houseCode: v.houseCode } : {}) }))}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="noticeId"
          label={t('order:detail.receiveNotice')}
          rules={[{ required: true, message: t('order:detail.rules.noticeRequired') }]}
        >
          <Select
            placeholder={t('order:detail.receiveNoticePlaceholder')}
            options={waiting.map((n) => ({
              value: n.id,
              label: t('order:detail.receiveNoticeOption', { code: n.noticeCode, n: n.lines.reduce((s, l) => s + l.quantity, 0) }),
            }))}
            data-testid="receive-notice"
          />
        </Form.Item>
        <Form.Item name="houseCode" label={t('order:detail.receiveHouse')} extra={t('order:detail.receiveHouseHint')} hidden={!intoStock}>
          <Select
            allowClear
            loading={houses.isFetching}
            placeholder={t('order:detail.receiveHousePlaceholder')}
            options={(houses.data ?? []).map((h) => ({ value: h.houseCode, label: `${h.houseName}（${h.houseCode}）` }))}
            data-testid="receive-house"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
