// /order/detail?id=: one order of the company (as buyer or supplier) — header, lines, status timeline,
// delivery notices and pay bills — with the buttons of the actions the server allows the caller now.
import { Alert, Button, Col, Flex, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@medportal/contracts/mall/orders.contract';
import { orderDetail } from '../api/orders-api';
import { ORDER_DETAIL_KEY } from '../shared/order-keys';
import { OrderIdPage } from '../shared/order-id-page';
import { NoticesCard, OrderHeader, OrderLinesCard, OrderTimeline, PayBillsCard } from './detail-sections';
import { useOrderActions } from './order-actions';

function DetailView({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  const actions = useOrderActions(detail);
  return (
    <Flex vertical gap={16} data-testid="order-detail">
      {detail.order.status === 'approving' && (
        <Alert type="info" showIcon title={t('order:detail.approving')} data-testid="order-approving-alert" />
      )}
      <OrderHeader detail={detail} actions={actions.buttons} />
      <OrderLinesCard lines={detail.lines} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Flex vertical gap={16}>
            <NoticesCard notices={detail.notices} onReceive={actions.receiveNotice} />
            <PayBillsCard bills={detail.payBills} />
          </Flex>
        </Col>
        <Col xs={24} xl={7}>
          <OrderTimeline detail={detail} />
        </Col>
      </Row>
      {actions.dialogs}
    </Flex>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [...ORDER_DETAIL_KEY, id], queryFn: () => orderDetail({ orderId: id }) });
  if (detail.isError && !detail.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('order:detail.loadFailed')}
        data-testid="order-detail-error"
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            {t('order:retry')}
          </Button>
        }
      />
    );
  }
  if (!detail.data) return <Skeleton active data-testid="order-detail-loading" />;
  return <DetailView detail={detail.data} />;
}

export function OrderDetailPage() {
  return <OrderIdPage testId="order-detail-bad-id">{(id) => <Detail key={id} id={id} />}</OrderIdPage>;
}
