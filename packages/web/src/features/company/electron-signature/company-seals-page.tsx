// /company/electron-signature/company 企业印章: the company's seals, read-only, with their holder, status and
// whether the user may use each; who may manage seals gets a link to system setup's seal management.
import { Button, Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { SealRow } from '@medportal/contracts/staff/seals.contract';
import { usePermission } from '../../../kit/permission/permission';
import { SealImageBox } from '../../../kit/signature/seal-image-box';
import { SIGNATURE_KEY, mySeals, sealImageUrl } from './signature-api';
import { SEAL_MANAGEMENT_PATH } from './signature-paths';

export function CompanySealsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayManage = usePermission('sys.signature.edit') && isBuiltScreen(SEAL_MANAGEMENT_PATH);
  const mine = useQuery({ queryKey: [...SIGNATURE_KEY, 'mine'], queryFn: mySeals });
  const usable = new Set((mine.data?.seals ?? []).map((s) => s.id));
  return (
    <Card
      title={t('companySignature:title.company')}
      data-testid="company-seals-page"
      extra={
        mayManage && (
          <Button type="primary" onClick={() => void navigate(SEAL_MANAGEMENT_PATH)} data-testid="to-management">
            {t('companySignature:company.manage')}
          </Button>
        )
      }
    >
      <Table<SealRow>
        rowKey="id"
        loading={mine.isLoading}
        dataSource={mine.data?.companySeals ?? []}
        pagination={false}
        locale={{ emptyText: t('companySignature:company.empty') }}
        columns={[
          {
            key: 'image',
            title: t('companySignature:columns.image'),
            width: 120,
            render: (_v, s) => <SealImageBox src={sealImageUrl(s.id)} alt={s.name} size={80} />,
          },
          { dataIndex: 'name', title: t('companySignature:columns.seal') },
          { dataIndex: 'sealType', title: t('companySignature:columns.type'), render: (v: string) => t(`companySignature:types.${v}`) },
          { dataIndex: 'holderName', title: t('companySignature:columns.holder') },
          {
            dataIndex: 'enabled',
            title: t('companySignature:columns.status'),
            render: (v: boolean) => (
              <Tag color={v ? 'success' : 'default'}>{v ? t('companySignature:enabled') : t('companySignature:disabled')}</Tag>
            ),
          },
          {
            key: 'mayUse',
            title: t('companySignature:columns.mayUse'),
            render: (_v, s) =>
              usable.has(s.id) ? (
                <Tag color="processing" data-testid={`may-use-${s.id}`}>
                  {t('companySignature:company.yes')}
                </Tag>
              ) : (
                <Tag data-testid={`may-not-use-${s.id}`}>{t('companySignature:company.no')}</Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}
