// /newWorkbench/customerSupportList 客服中心 (any session): the customer-service desks of the floating
// widget as a page, the platform's desks and the online mall's, each with its contact (a phone number
// to call or an address to mail) and its QR code where the desk has one.
import { Alert, Avatar, Button, Card, Col, Empty, Flex, Image, Row, Skeleton, Typography } from 'antd';
import { CustomerServiceOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCustomerService, fetchMallCustomerService, type CustomerServiceItem } from './videos-api';

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+\d][\d\s-]{4,}$/;

function Contact({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (!value) return <Typography.Text type="secondary">{t('wbVideos:support.noContact')}</Typography.Text>;
  if (MAIL.test(value))
    return (
      <Typography.Link href={`mailto:${value}`}>
        <MailOutlined /> {value}
      </Typography.Link>
    );
  if (PHONE.test(value))
    return (
      <Typography.Link href={`tel:${value.replace(/[\s-]/g, '')}`}>
        <PhoneOutlined /> {value}
      </Typography.Link>
    );
  return <Typography.Text>{value}</Typography.Text>;
}

function DeskCards({ items }: { items: CustomerServiceItem[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.customerServiceId} xs={24} sm={12} lg={8}>
          <Card size="small" data-testid={`support-desk-${item.customerServiceId}`}>
            <Flex gap={16} align="center">
              {item.qrCodeUrl ? (
                <Image src={item.qrCodeUrl} alt={t('wbVideos:support.qr')} width={96} height={96} style={{ objectFit: 'contain' }} />
              ) : (
                <Avatar shape="square" size={64} icon={<CustomerServiceOutlined />} />
              )}
              <Flex vertical gap={4}>
                <Typography.Text strong>{item.customerTypeName}</Typography.Text>
                <Contact value={item.contact} />
                {item.qrCodeUrl && <Typography.Text type="secondary">{t('wbVideos:support.scan')}</Typography.Text>}
              </Flex>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function DeskSection({ variant }: { variant: 'system' | 'mall' }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['wbVideos', 'customerService', variant],
    queryFn: variant === 'system' ? fetchCustomerService : fetchMallCustomerService,
  });
  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (query.isError && !query.isFetching)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wbVideos:support.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('wbVideos:retry')}
          </Button>
        }
      />
    );
  else if (!query.data?.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbVideos:support.empty')} />;
  else body = <DeskCards items={query.data} />;
  return (
    <Card type="inner" title={t(`wbVideos:support.${variant}`)} data-testid={`support-${variant}`}>
      {body}
    </Card>
  );
}

export function CustomerSupportPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('wbVideos:title.customerSupport')} data-testid="customer-support-page">
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('wbVideos:support.intro')}</Typography.Text>
        <DeskSection variant="system" />
        <DeskSection variant="mall" />
      </Flex>
    </Card>
  );
}
