// /basicData/qualificationFile 资质档案: the company's qualification files, one card per type (营业执照,
// 医疗器械经营许可证, 第二类医疗器械经营备案凭证, 医疗器械生产许可证) with number, validity or 长期, the expiry tag
// with days left, version and last update; a type not filed yet offers 新增, a filed one 查看 and 换证
// (the buttons behind cm.qualificationFile.edit). A status filter narrows the cards.
import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Segmented, Space, Spin, Table, Tag, Typography } from 'antd';
import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  QUALIFICATION_FILE_TYPES,
  type QualificationExpiryStatus,
  type QualificationFileType,
} from '@medportal/contracts/channel/qualification-files-rules';
import { Permission } from '../../../kit/permission/permission';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { holderCertificates, qualificationFileList, type CertificateRow, type QualificationFileRow } from './qualification-files-api';
import { ExpiryTag, FILE_EDIT_BUTTON, FILE_NEW_PATH, FILE_UPDATE_PATH, FILE_VIEW_PATH } from './qualification-file-parts';

type Filter = 'all' | QualificationExpiryStatus;

const CERTIFICATE_DETAIL_PATH = '/productManagement/registercard/details';

/** 注册证 / 备案凭证 of a manufacturer: kept in the product registry, listed here with a link to each. */
function CertificatesCard() {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const certificates = useQuery({
    queryKey: ['cmQualificationFiles', 'certificates', companyId],
    queryFn: holderCertificates,
    retry: false,
  });
  if (certificates.isError || (certificates.data && certificates.data.length === 0)) return null;
  return (
    <Card size="small" title={t('cmQualificationFiles:certificates.title')} data-testid="holder-certificates">
      <Table<CertificateRow>
        rowKey="id"
        size="small"
        loading={certificates.isPending}
        dataSource={certificates.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          {
            title: t('cmQualificationFiles:certificates.certNo'),
            dataIndex: 'certNo',
            render: (certNo: string, row) => <Link to={`${CERTIFICATE_DETAIL_PATH}?id=${row.id}`}>{certNo}</Link>,
          },
          { title: t('cmQualificationFiles:certificates.productName'), dataIndex: 'productName' },
          {
            title: t('cmQualificationFiles:certificates.deviceClass'),
            dataIndex: 'deviceClass',
            width: 100,
            render: (c: number) => t('cmQualificationFiles:certificates.class', { class: c }),
          },
          {
            title: t('cmQualificationFiles:field.validity'),
            key: 'validity',
            width: 260,
            render: (_: unknown, row) => (
              <Space>
                {`${row.issueDate} ~ ${row.expiryDate ?? t('cmQualificationFiles:expiry.longTerm')}`}
                <ExpiryTag
                  daysLeft={row.daysLeft}
                  status={row.daysLeft === null || row.daysLeft > 90 ? 'valid' : row.daysLeft < 0 ? 'expired' : 'expiring'}
                />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

function FileCard({ row }: { row: QualificationFileRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={t(`cmQualificationFiles:type.${row.fileType}`)}
      extra={<ExpiryTag daysLeft={row.daysLeft} status={row.expiryStatus} testId={`expiry-${row.fileType}`} />}
      actions={[
        <Button key="view" type="link" onClick={() => void navigate(`${FILE_VIEW_PATH}?id=${row.id}`)} data-testid={`view-${row.fileType}`}>
          {t('cmQualificationFiles:action.view')}
        </Button>,
        <Permission key="update" code={FILE_EDIT_BUTTON}>
          <Button type="link" onClick={() => void navigate(`${FILE_UPDATE_PATH}?id=${row.id}`)} data-testid={`update-${row.fileType}`}>
            {t('cmQualificationFiles:action.update')}
          </Button>
        </Permission>,
      ]}
      style={{ height: '100%' }}
      data-testid={`file-${row.fileType}`}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { label: t(`cmQualificationFiles:fileNo.${row.fileType}`), children: <Typography.Text copyable>{row.fileNo}</Typography.Text> },
          {
            label: t('cmQualificationFiles:field.validity'),
            children: `${row.validFrom ?? '-'} ~ ${row.validTo ?? t('cmQualificationFiles:expiry.longTerm')}`,
          },
          { label: t('cmQualificationFiles:field.version'), children: <Tag>{`V${row.currentVersion}`}</Tag> },
          { label: t('cmQualificationFiles:field.updatedAt'), children: showInstant(row.updatedAt) },
        ]}
      />
    </Card>
  );
}

function MissingCard({ type }: { type: QualificationFileType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t(`cmQualificationFiles:type.${type}`)} style={{ height: '100%' }} data-testid={`missing-${type}`}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cmQualificationFiles:list.notFiled')}>
        <Permission code={FILE_EDIT_BUTTON}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(`${FILE_NEW_PATH}?type=${type}`)}
            data-testid={`add-${type}`}
          >
            {t('cmQualificationFiles:action.add')}
          </Button>
        </Permission>
      </Empty>
    </Card>
  );
}

export function QualificationFileListPage() {
  const { t } = useTranslation();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const companyName = useSessionStore((s) => s.session?.companyName);
  const companyType = useSessionStore((s) => s.session?.companyType);
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery({ queryKey: ['cmQualificationFiles', 'list', companyId], queryFn: () => qualificationFileList() });
  const rows = list.data ?? [];
  const byType = new Map(rows.map((r) => [r.fileType, r]));
  const attention = rows.filter((r) => r.expiryStatus !== 'valid').length;
  const shown = QUALIFICATION_FILE_TYPES.filter((type) => {
    const row = byType.get(type);
    return filter === 'all' || row?.expiryStatus === filter;
  });

  return (
    <Card
      title={
        <Space>
          <FileAddOutlined />
          {t('cmQualificationFiles:title.list')}
          {companyName && <Typography.Text type="secondary">{companyName}</Typography.Text>}
        </Space>
      }
      extra={
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={(['all', 'valid', 'expiring', 'expired'] as const).map((f) => ({
            value: f,
            label: t(`cmQualificationFiles:filter.${f}`),
          }))}
          data-testid="status-filter"
        />
      }
      data-testid="qualification-file-list"
    >
      {list.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} data-testid="list-loading" />
      ) : (
        <Flex vertical gap={16}>
          {attention > 0 && <Alert type="warning" showIcon title={t('cmQualificationFiles:list.attention', { count: attention })} />}
          {shown.length === 0 ? (
            <Empty description={t('cmQualificationFiles:list.noneInFilter')} data-testid="list-empty" />
          ) : (
            <Row gutter={[16, 16]}>
              {shown.map((type) => {
                const row = byType.get(type);
                return (
                  <Col key={type} xs={24} md={12} xl={12} xxl={6}>
                    {row ? <FileCard row={row} /> : <MissingCard type={type} />}
                  </Col>
                );
              })}
            </Row>
          )}
          {companyType === 'FC' && <CertificatesCard />}
        </Flex>
      )}
    </Card>
  );
}
