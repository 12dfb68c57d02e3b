// /company/electron-signature/home 电子签章: my signature (or a way to set one), the company seals I may use
// and my latest uses of any of them.
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SealUseRow } from '@medportal/contracts/staff/seals.contract';
import { SealImageBox } from '../../../kit/signature/seal-image-box';
import { showInstant } from '../../../lib/time';
import { SIGNATURE_KEY, mySeals, sealImageUrl } from './signature-api';
import { COMPANY_SEALS_PATH, PERSONAL_SIGNATURE_PATH } from './signature-paths';

export function SignatureHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: [...SIGNATURE_KEY, 'mine'], queryFn: mySeals });
  const data = mine.data;
  return (
    <Flex vertical gap={16} data-testid="signature-home-page">
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Card
            title={t('companySignature:home.mySignature')}
            extra={
              <Button type="link" onClick={() => void navigate(PERSONAL_SIGNATURE_PATH)} data-testid="to-personal">
                {data?.signature ? t('companySignature:home.replace') : t('companySignature:home.set')}
              </Button>
            }
          >
            {!data ? (
              <Skeleton active />
            ) : data.signature ? (
              <Flex justify="center">
                <SealImageBox src={sealImageUrl(data.signature.id)} alt={data.signature.name} size={160} />
              </Flex>
            ) : (
              <Empty description={t('companySignature:home.noSignature')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            title={t('companySignature:home.mySeals')}
            extra={
              <Button type="link" onClick={() => void navigate(COMPANY_SEALS_PATH)} data-testid="to-company">
                {t('companySignature:home.allSeals')}
              </Button>
            }
          >
            {!data ? (
              <Skeleton active />
            ) : data.seals.length === 0 ? (
              <Empty description={t('companySignature:home.noSeals')} />
            ) : (
              <Flex wrap gap={16}>
                {data.seals.map((s) => (
                  <Flex key={s.id} vertical align="center" gap={4} data-testid={`my-seal-${s.id}`}>
                    <SealImageBox src={sealImageUrl(s.id)} alt={s.name} size={112} />
                    <Typography.Text strong>{s.name}</Typography.Text>
                    <Tag>{t(`companySignature:types.${s.sealType}`)}</Tag>
                  </Flex>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
      </Row>
      <Card title={t('companySignature:home.recentUses')}>
        <Table<SealUseRow>
          rowKey="id"
          size="small"
          loading={mine.isLoading}
          dataSource={data?.recentUses ?? []}
          pagination={false}
          locale={{ emptyText: t('companySignature:home.noUses') }}
          columns={[
            { dataIndex: 'sealName', title: t('companySignature:columns.seal') },
            { dataIndex: 'usedAt', title: t('companySignature:columns.usedAt'), render: (v: string) => showInstant(v) },
            {
              dataIndex: 'documentType',
              title: t('companySignature:columns.documentType'),
              render: (v: string) => (v === 'authorization_letter' ? t('companySignature:letter') : v),
            },
            { dataIndex: 'documentNo', title: t('companySignature:columns.documentNo') },
          ]}
        />
      </Card>
    </Flex>
  );
}
