// /productManagement/registercard/details?id=N 注册证详情: the current data (number, kind, holder, class,
// product, structure and composition, scope, dates and expiry tag, linked products), the attachments with
// the kit's PDF previewer and image viewer, and every version as a timeline, newest first, with who made
// it, when and why. 变更 for the platform and the holding manufacturer with pd.registercard.edit.
import { useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Flex, Result, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Permission } from '../../../kit/permission/permission';
import { ImageViewer } from '../../../kit/viewer/image-viewer';
import { PdfPreviewer } from '../../../kit/viewer/pdf-previewer';
import { showInstant } from '../../../lib/time';
import { attachmentUrl, certificateDetail, type CertificateDetail } from './certificates-api';
import { CERTIFICATE_ADD_PATH, CERTIFICATE_EDIT_BUTTON, CERTIFICATE_LIST_PATH } from './certificate-list-page';
import { ClassLabel, ExpiryTag, KindLabel } from './certificate-parts';

type Attachment = CertificateDetail['attachments'][number];
const isPdf = (a: Attachment) => /\.pdf$/i.test(a.fileName);

function Attachments({ certificateId, items, onOpen }: { certificateId: number; items: Attachment[]; onOpen: (a: Attachment) => void }) {
  const { t } = useTranslation();
  if (!items.length) return <Typography.Text type="secondary">{t('pdCertificates:detail.noAttachments')}</Typography.Text>;
  return (
    <Space wrap>
      {items.map((a) => (
        <Button
          key={`${certificateId}-${a.fileCode}`}
          icon={isPdf(a) ? <FilePdfOutlined /> : <FileImageOutlined />}
          onClick={() => onOpen(a)}
          data-testid={`attachment-${a.fileCode}`}
        >
          {a.fileName}
        </Button>
      ))}
    </Space>
  );
}

function Detail({ detail }: { detail: CertificateDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Attachment | null>(null);
  const source = open ? attachmentUrl(detail.id, open.fileCode) : null;

  return (
    <Flex vertical gap={16} data-testid="certificate-detail-page">
      <Card
        title={t('pdCertificates:title.detail')}
        extra={
          <Space>
            <Button onClick={() => void navigate(CERTIFICATE_LIST_PATH)}>{t('pdCertificates:action.back')}</Button>
            {detail.canEdit && (
              <Permission code={CERTIFICATE_EDIT_BUTTON}>
                <Button
                  type="primary"
                  data-testid="certificate-change"
                  onClick={() => void navigate(`${CERTIFICATE_ADD_PATH}?id=${detail.id}&change=1`)}
                >
                  {t('pdCertificates:action.change')}
                </Button>
              </Permission>
            )}
          </Space>
        }
      >
        <Descriptions column={2} bordered size="small" data-testid="certificate-head">
          <Descriptions.Item label={t('pdCertificates:field.certNo')}>{detail.certNo}</Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.kind')}>
            <KindLabel kind={detail.kind} />
          </Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.holder')}>{detail.holderName}</Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.deviceClass')}>
            <ClassLabel deviceClass={detail.deviceClass} />
          </Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.productName')}>{detail.productName}</Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.version')}>{`V${detail.currentVersion}`}</Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.issueDate')}>{detail.issueDate}</Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.expiryDate')}>
            <Space>
              {detail.expiryDate ?? t('pdCertificates:expiry.longTerm')}
              <ExpiryTag daysLeft={detail.daysLeft} testId="detail-expiry" />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.structure')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.structure || '-'}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.scope')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.scope || '-'}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.productCount')}>
            <span data-testid="product-count">{detail.productCount}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.updatedAt')}>{showInstant(detail.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('pdCertificates:field.attachments')} span={2}>
            <Attachments certificateId={detail.id} items={detail.attachments} onOpen={setOpen} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('pdCertificates:detail.versions', { n: detail.versions.length })} data-testid="certificate-versions">
        <Timeline
          items={detail.versions.map((v) => ({
            color: v.version === detail.currentVersion ? 'blue' : 'gray',
            content: (
              <Flex vertical gap={4} data-testid={`version-${v.version}`}>
                <Space wrap>
                  <Tag color={v.version === detail.currentVersion ? 'blue' : 'default'}>{`V${v.version}`}</Tag>
                  {v.version === detail.currentVersion && <Tag color="green">{t('pdCertificates:detail.current')}</Tag>}
                  <Typography.Text strong>{v.changeReason || t('pdCertificates:detail.firstVersion')}</Typography.Text>
                </Space>
                <Typography.Text type="secondary">
                  {t('pdCertificates:detail.madeBy', { who: v.createdBy || '-', when: showInstant(v.createdAt) })}
                </Typography.Text>
                <Typography.Text>
                  {t('pdCertificates:detail.versionData', {
                    product: v.productName,
                    issue: v.issueDate,
                    expiry: v.expiryDate ?? t('pdCertificates:expiry.longTerm'),
                  })}
                </Typography.Text>
                {v.attachments.length > 0 && <Attachments certificateId={detail.id} items={v.attachments} onOpen={setOpen} />}
              </Flex>
            ),
          }))}
        />
        {detail.versions.length === 0 && <Empty />}
      </Card>
      <PdfPreviewer
        open={!!open && isPdf(open)}
        source={open && isPdf(open) ? source : null}
        title={open?.fileName}
        onClose={() => setOpen(null)}
      />
      <ImageViewer
        open={!!open && !isPdf(open)}
        source={open && !isPdf(open) ? source : null}
        alt={open?.fileName}
        onClose={() => setOpen(null)}
      />
    </Flex>
  );
}

function DetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: ['pdCertificates', 'detail', id], queryFn: () => certificateDetail(id), enabled: valid });
  if (valid && detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="certificate-detail-loading" />;
  if (!valid || !detail.data)
    return <Result status="warning" title={t('pdCertificates:detail.notFound')} data-testid="certificate-not-found" />;
  return <Detail detail={detail.data} />;
}

export function CertificateDetailPage() {
  return (
    <App component={false}>
      <DetailScreen />
    </App>
  );
}
