// An order status as a coloured tag, named in the reader's language.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@medportal/contracts/mall/common.contract';
import { STATUS_COLORS } from './order-dicts';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`order:status.${status}`)}
    </Tag>
  );
}
