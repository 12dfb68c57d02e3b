// An order's type in the reader's language (the wire's orderTypeName is the Chinese name).
import { useTranslation } from 'react-i18next';
import type { OrderType } from '@medportal/contracts/mall/orders.contract';

export function OrderTypeName({ type }: { type: OrderType }) {
  const { t } = useTranslation();
  return <>{t(`order:orderType.${type}`)}</>;
}
