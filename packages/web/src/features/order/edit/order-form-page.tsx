// /order/create and /order/edit?id=: the order form, for a new order or for one of the company's
// drafts (its lines at the contract's prices of today, from order/getProductReferencePrice).
import { App, Alert, Button, Card, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@medportal/contracts/mall/orders.contract';
import { getProductReferencePrice } from '../api/master-data-api';
import { orderDetail } from '../api/orders-api';
import { ORDER_DETAIL_KEY } from '../shared/order-keys';
import { OrderIdPage } from '../shared/order-id-page';
import { orderDetailPath } from '../shared/order-paths';
import { lineFromOrder, type FormLine } from './order-form-model';
import { OrderForm } from './order-form';

/** The draft's lines, each at its contract price of today when the contract still lists it. */
async function draftLines(detail: OrderDetail): Promise<FormLine[]> {
  const lines = detail.lines.map(lineFromOrder);
  const contractCode = detail.order.contractCode;
  if (!contractCode || lines.length === 0) return lines;
  const prices = new Map(
    (await getProductReferencePrice({ contractCode, productCodes: lines.map((l) => l.productCode) })).map((p) => [
      p.productCode,
      p.priceFen,
    ]),
  );
  return lines.map((l) => ({ ...l, priceFen: prices.get(l.productCode) ?? l.priceFen }));
}

function EditDraft({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: [...ORDER_DETAIL_KEY, id], queryFn: () => orderDetail({ orderId: id }) });
  const editable =
    detail.data && detail.data.role === 'buyer' && detail.data.order.status === 'draft' && detail.data.order.orderType === 'contract';
  const lines = useQuery({
    queryKey: ['order', 'draftLines', id, detail.data?.order.version],
    queryFn: () => draftLines(detail.data!),
    enabled: Boolean(editable),
    staleTime: Infinity,
  });

  if (detail.isError || lines.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('order:form.loadFailed')}
        data-testid="order-form-error"
        action={
          <Button size="small" onClick={() => void (detail.isError ? detail.refetch() : lines.refetch())}>
            {t('order:retry')}
          </Button>
        }
      />
    );
  }
  if (detail.data && !editable) {
    return (
      <Result
        status="warning"
        title={t('order:form.notDraft')}
        data-testid="order-form-not-draft"
        extra={
          <Button type="primary" onClick={() => void navigate(orderDetailPath(id))}>
            {t('order:form.toDetail')}
          </Button>
        }
      />
    );
  }
  if (!detail.data || !lines.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return <OrderForm draft={detail.data} lines={lines.data} />;
}

export function OrderCreatePage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <OrderForm />
    </App>
  );
}

export function OrderEditPage() {
  return <OrderIdPage testId="order-form-bad-id">{(id) => <EditDraft key={id} id={id} />}</OrderIdPage>;
}
