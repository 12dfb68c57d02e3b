// /company/authentication/select-classify 选择企业类型: one card per type a company is authenticated as,
// with its description; choosing one opens the form (verify?type=).
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { BankOutlined, ExperimentOutlined, MedicineBoxOutlined, ShopOutlined, ToolOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_AUTH_TYPES } from '@medportal/contracts/staff/company-auth-rules';
import { HOME_PATH, VERIFY_PATH } from './auth-parts';

const ICONS: Record<string, ReactNode> = {
  AG: <ShopOutlined />,
  FC: <ExperimentOutlined />,
  HO: <MedicineBoxOutlined />,
  SV: <ToolOutlined />,
  AM: <BankOutlined />,
};

export function SelectClassifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={t('companyAuth:title.selectClassify')}
      extra={<Button onClick={() => void navigate(HOME_PATH)}>{t('companyAuth:verify.back')}</Button>}
      data-testid="select-classify-page"
    >
      <Typography.Paragraph type="secondary">{t('companyAuth:select.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {COMPANY_AUTH_TYPES.map((type) => (
          <Col key={type} xs={24} sm={12} lg={8}>
            <Card
              hoverable
              onClick={() => void navigate(`${VERIFY_PATH}?type=${type}`)}
              data-testid={`classify-${type}`}
              style={{ height: '100%' }}
            >
              <Flex vertical gap={8}>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  <Flex gap={8}>
                    {ICONS[type]}
                    {t(`companyAuth:type.${type}`)}
                  </Flex>
                </Typography.Title>
                <Typography.Text type="secondary">{t(`companyAuth:typeDesc.${type}`)}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
