// 登记使用: the holder reports the use of consigned goods of one batch or serial number (quantity up to
// what is left, and where it went); the server checks again under a row lock.
import { useMemo } from 'react';
import { App, Descriptions, Form, InputNumber, Modal } from 'antd';
import type { FormRule } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsignmentItem, UsageResult } from '@medportal/contracts/mall/fulfilment.contract';
import { WordLimitTextArea } from '../../../kit/inputs/word-limit-textarea';
import { reportConsignmentUsage } from '../api/fulfilment-api';
import { orDash } from '../delivery/list-parts';

export const USED_FOR_MAX = 200;

type UsageValues = { quantity?: number | null; usedFor?: string };

export function UsageModal({
  item,
  onClose,
  onReported,
}: {
  item: ConsignmentItem | null;
  onClose: () => void;
  onReported: (r: UsageResult) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UsageValues>();
  const available = item?.availableQuantity ?? 0;
  const rules = useMemo<Record<string, FormRule[]>>(
    () => ({
      quantity: [
        { required: true, message: t('orderOps:usage.rules.quantity') },
        { type: 'integer', min: 1, message: t('orderOps:usage.rules.quantityInt') },
        { type: 'number', max: available, message: t('orderOps:usage.rules.quantityMax', { n: available }) },
      ],
      usedFor: [
        { required: true, whitespace: true, message: t('orderOps:usage.rules.usedFor') },
        { max: USED_FOR_MAX, message: t('orderOps:usage.rules.usedForMax') },
      ],
    }),
    [t, available],
  );

  const report = useMutation({
    mutationFn: (v: UsageValues) =>
      reportConsignmentUsage({ itemId: item!.itemId, quantity: v.quantity!, usedFor: (v.usedFor ?? '').trim() }),
    onSuccess: (result) => {
      void message.success(t('orderOps:usage.reported'));
      onReported(result);
    },
  });

  return (
    <Modal
      open={item !== null}
      title={t('orderOps:usage.title')}
      okText={t('orderOps:usage.ok')}
      cancelText={t('orderOps:cancel')}
      confirmLoading={report.isPending}
      onOk={() =>
        void form.validateFields().then(
          (v) => report.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'usage-ok' } as Record<string, string>}
      width={560}
    >
      {item && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }} data-testid="usage-item">
          <Descriptions.Item label={t('orderOps:col.product')} span={2}>{`${item.productName}（${item.productCode}）`}</Descriptions.Item>
          <Descriptions.Item label={t('orderOps:col.batchNo')}>{item.batchNo}</Descriptions.Item>
          <Descriptions.Item label={t('orderOps:col.serialNo')}>{orDash(item.serialNo)}</Descriptions.Item>
          <Descriptions.Item label={t('orderOps:col.expiryDate')}>{item.expiryDate}</Descriptions.Item>
          <Descriptions.Item label={t('orderOps:consignment.col.available')}>{`${item.availableQuantity} ${item.unit}`}</Descriptions.Item>
        </Descriptions>
      )}
      <Form<UsageValues>
        key={item?.itemId}
        form={form}
        layout="horizontal"
        labelCol={{ flex: '90px' }}
        preserve={false}
        // a single piece left is the quantity; every opening starts afresh (destroyOnHidden)
        initialValues={{ quantity: available === 1 ? 1 : null, usedFor: '' }}
      >
        <Form.Item name="quantity" label={t('orderOps:usage.quantity')} rules={rules.quantity}>
          <InputNumber precision={0} placeholder={t('orderOps:usage.placeholder.quantity')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="usedFor" label={t('orderOps:usage.usedFor')} rules={rules.usedFor}>
          <WordLimitTextArea maxlength={USED_FOR_MAX} rows={3} placeholder={t('orderOps:usage.placeholder.usedFor')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
