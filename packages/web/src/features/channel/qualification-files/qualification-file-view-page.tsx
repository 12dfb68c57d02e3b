// /basicData/qualificationFile/view?id=N 资质证照详情: the selected version's data (the current one first) with
// its attachments opened in the kit's PDF previewer or image viewer, and every version as a timeline,
// newest first, with who made it, when and why; selecting a version shows its data and attachments.
// 换证 behind cm.qualificationFile.edit.
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { QualificationFileVersion } from '@medportal/contracts/channel/qualification-files.contract';
import { Permission } from '../../../kit/permission/permission';
import { ImageViewer } from '../../../kit/viewer/image-viewer';
import { PdfPreviewer } from '../../../kit/viewer/pdf-previewer';
import { showInstant } from '../../../lib/time';
import { attachmentUrl, qualificationFileDetail, type QualificationFileDetail } from './qualification-files-api';
import { ExpiryTag, FILE_EDIT_BUTTON, FILE_LIST_PATH, FILE_UPDATE_PATH } from './qualification-file-parts';

type Attachment = QualificationFileVersion['attachments'][number];
const isPdf = (a: Attachment) => /\.pdf$/i.test(a.fileName);

function VersionData({ detail, version }: { detail: QualificationFileDetail; version: QualificationFileVersion }) {
  const { t } = useTranslation();
  const tx = (key: string) => t(`cmQualificationFiles:${key}`);
  const d = version.details;
  const dash = (v: string) => v || '-';
  const items = [
    { label: tx(`fileNo.${detail.fileType}`), children: version.fileNo },
    { label: tx('field.companyName'), children: dash(d.companyName || detail.companyName) },
    { label: tx('field.validFrom'), children: dash(version.validFrom ?? '') },
    { label: tx('field.validTo'), children: version.validTo ?? tx('expiry.longTerm') },
  ];
  if (detail.fileType === 'business_license')
    items.push(
      { label: tx('field.legalRepresentative'), children: dash(d.legalRepresentative) },
      { label: tx('field.registeredCapital'), children: dash(d.registeredCapital) },
      { label: tx('field.address'), children: dash(d.address) },
      { label: tx('field.businessScope'), children: dash(d.businessScope) },
    );
  else
    items.push(
      {
        label: tx(detail.fileType === 'production_license' ? 'field.productionCategories' : 'field.categoryCodes'),
        children: d.categoryCodes.length ? d.categoryCodes.join('、') : '-',
      },
      detail.fileType === 'production_license'
        ? { label: tx('field.productionAddress'), children: dash(d.productionAddress) }
        : { label: tx('field.warehouseAddress'), children: dash(d.warehouseAddress) },
      { label: tx('field.responsiblePerson'), children: dash(d.responsiblePerson) },
      { label: tx('field.qualityManager'), children: dash(d.qualityManager) },
      { label: tx('field.issuingAuthority'), children: dash(d.issuingAuthority) },
    );
  return <Descriptions column={2} bordered size="small" items={items.map((i, n) => ({ key: n, ...i }))} data-testid="version-data" />;
}

function Detail({ detail }: { detail: QualificationFileDetail }) {
  const { t } = useTranslation();
  const tx = (key: string, o?: Record<string, unknown>) => t(`cmQualificationFiles:${key}`, o);
  const navigate = useNavigate();
  const [selected, setSelected] = useState(detail.currentVersion);
  const [open, setOpen] = useState<Attachment | null>(null);
  const version = detail.versions.find((v) => v.version === selected) ?? detail.current;
  const source = open ? attachmentUrl(detail.id, open.fileCode) : null;
  const isCurrent = version.version === detail.currentVersion;

  return (
    <Flex vertical gap={16} data-testid="qualification-file-view">
      <Card
        title={
          <Space>
            {tx(`type.${detail.fileType}`)}
            <ExpiryTag daysLeft={detail.daysLeft} status={detail.expiryStatus} testId="view-expiry" />
          </Space>
        }
        extra={
          <Space>
            <Button onClick={() => void navigate(FILE_LIST_PATH)}>{tx('action.back')}</Button>
            <Permission code={FILE_EDIT_BUTTON}>
              <Button type="primary" onClick={() => void navigate(`${FILE_UPDATE_PATH}?id=${detail.id}`)} data-testid="view-update">
                {tx('action.update')}
              </Button>
            </Permission>
          </Space>
        }
      >
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={16}>
            <Flex vertical gap={12}>
              <Space wrap data-testid="selected-version">
                <Tag color={isCurrent ? 'blue' : 'default'}>{`V${version.version}`}</Tag>
                {isCurrent ? <Tag color="green">{tx('view.current')}</Tag> : <Tag color="default">{tx('view.superseded')}</Tag>}
                {!isCurrent && (
                  <Button size="small" type="link" onClick={() => setSelected(detail.currentVersion)} data-testid="show-current">
                    {tx('view.showCurrent')}
                  </Button>
                )}
              </Space>
              <VersionData detail={detail} version={version} />
              <Typography.Text strong>{tx('field.attachments')}</Typography.Text>
              {version.attachments.length ? (
                <Space wrap>
                  {version.attachments.map((a) => (
                    <Button
                      key={a.fileCode}
                      icon={isPdf(a) ? <FilePdfOutlined /> : <FileImageOutlined />}
                      onClick={() => setOpen(a)}
                      data-testid={`attachment-${a.fileCode}`}
                    >
                      {a.fileName}
                    </Button>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">{tx('view.noAttachments')}</Typography.Text>
              )}
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <Typography.Title level={5}>{tx('view.versions', { n: detail.versions.length })}</Typography.Title>
            <Timeline
              data-testid="version-timeline"
              items={detail.versions.map((v) => ({
                color: v.version === detail.currentVersion ? 'blue' : 'gray',
                content: (
                  <Flex
                    vertical
                    gap={2}
                    role="button"
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                    onClick={() => setSelected(v.version)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') setSelected(v.version);
                    }}
                    data-testid={`version-${v.version}`}
                  >
                    <Space wrap>
                      <Tag color={v.version === selected ? 'processing' : 'default'}>{`V${v.version}`}</Tag>
                      <Typography.Text strong>{v.changeReason || tx('view.firstVersion')}</Typography.Text>
                    </Space>
                    <Typography.Text type="secondary">
                      {tx('view.madeBy', { who: v.createdByName || tx('view.system'), when: showInstant(v.createdAt) })}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {`${v.fileNo} · ${v.validFrom ?? '-'} ~ ${v.validTo ?? tx('expiry.longTerm')}`}
                    </Typography.Text>
                  </Flex>
                ),
              }))}
            />
          </Col>
        </Row>
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

export function QualificationFileViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: ['cmQualificationFiles', 'detail', id], queryFn: () => qualificationFileDetail(id), enabled: valid });
  if (valid && detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="view-loading" />;
  if (!detail.data) return <Result status="warning" title={t('cmQualificationFiles:view.notFound')} />;
  return <Detail detail={detail.data} />;
}
