// A letter's detail, shared by /authorization-management/authorized-issuance/authorized-issuance-list/detail (the
// grantor's) and /authorization-management/power-attorney-detail (?id= or ?letterNo=): the text, the parties,
// period and state, the scope, the chain (ancestors above, derived letters below), versions, the steps and the
// stamped PDF; the grantee's 确认接收 and the grantor's links to the other parts' screens.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Result, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { LETTER_SCOPE_KIND_CODES } from '@medportal/contracts/channel/letter-rules';
import { PdfPreviewer } from '../../../kit/viewer/pdf-previewer';
import { showInstant } from '../../../lib/time';
import { LETTER_PATHS, letterIdByNo, linkTo, useLetterDetail, type LetterDetail } from './letters-read-api';
import { ActionLinks, useGrantorLinks } from './letter-actions';
import { LetterStateTag, daysLeftText } from './letter-state-tag';
import { ReceiveButton } from './receive-page';

type Chain = LetterDetail['ancestors'][number];
type Version = LetterDetail['versions'][number];

function ChainList({ items, detailPath, menuPath, testId }: { items: Chain[]; detailPath: string; menuPath: string; testId: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Typography.Text type="secondary">{t('cmLettersRead:detail.none')}</Typography.Text>;
  return (
    <Flex vertical gap={6} data-testid={testId}>
      {items.map((c) => (
        <Flex key={c.id} gap={8} align="center" wrap>
          <Link to={linkTo(detailPath, { id: c.id }, menuPath)} data-testid={`${testId}-${c.letterNo}`}>
            {c.letterNo}
          </Link>
          <Typography.Text>{`${c.grantorName} → ${c.granteeName}`}</Typography.Text>
          <Typography.Text type="secondary">{`${c.validFrom} ~ ${c.validTo}`}</Typography.Text>
          <LetterStateTag row={{ state: c.state, daysLeft: 999 }} />
        </Flex>
      ))}
    </Flex>
  );
}

function LetterView({ letter, detailPath, menuPath }: { letter: LetterDetail; detailPath: string; menuPath: string }) {
  const { t } = useTranslation();
  const links = useGrantorLinks();
  const [pdfOpen, setPdfOpen] = useState(false);
  const scopeRows = LETTER_SCOPE_KIND_CODES.map((kind) => ({ kind, items: letter.scopes.filter((s) => s.kind === kind) }));
  const pdfUrl = `${CHANNEL_API.letterPdf}?id=${letter.id}`;
  return (
    <Flex vertical gap={16} data-testid="letter-detail">
      <Card
        title={
          <Flex gap={8} align="center">
            <span>{letter.title}</span>
            <LetterStateTag row={letter} testId="detail-state" />
          </Flex>
        }
        extra={
          <Flex gap={12} align="center">
            {letter.actions.includes('receive') && <ReceiveButton row={letter} testId="detail-receive" />}
            <ActionLinks links={links(letter)} testPrefix="detail" />
            {letter.pdfFileCode && (
              <Button onClick={() => setPdfOpen(true)} data-testid="detail-pdf">
                {t('cmLettersRead:action.pdf')}
              </Button>
            )}
          </Flex>
        }
      >
        {letter.suspended && letter.suspendReason && (
          <Alert
            type="warning"
            showIcon
            title={t('cmLettersRead:detail.suspendReason', { reason: letter.suspendReason })}
            style={{ marginBottom: 12 }}
          />
        )}
        {letter.state === 'suspended' && !letter.suspended && (
          <Alert
            type="warning"
            showIcon
            title={t('cmLettersRead:detail.chainSuspended')}
            style={{ marginBottom: 12 }}
            data-testid="chain-suspended"
          />
        )}
        {letter.terminateReason && (
          <Alert
            type="error"
            showIcon
            title={t('cmLettersRead:detail.terminateReason', { reason: letter.terminateReason })}
            style={{ marginBottom: 12 }}
          />
        )}
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('cmLettersRead:field.letterNo')}>{letter.letterNo}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.version')}>{letter.version}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.status')}>{t(`cmLettersRead:status.${letter.status}`)}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.grantor')}>{letter.grantorName}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.grantee')}>{letter.granteeName}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.level')}>
            {t('cmLettersRead:detail.level', { level: letter.level })}
          </Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.period')}>{`${letter.validFrom} ~ ${letter.validTo}`}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.daysLeft')}>{daysLeftText(t, letter.daysLeft)}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.template')}>
            {letter.templateCode ? t('cmLettersRead:detail.fromTemplate') : t('cmLettersRead:detail.manual')}
          </Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.issuedAt')}>{showInstant(letter.issuedAt) || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('cmLettersRead:field.receivedAt')}>{showInstant(letter.receivedAt) || '-'}</Descriptions.Item>
          {letter.contentHash && (
            <Descriptions.Item label={t('cmLettersRead:field.contentHash')}>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {letter.contentHash}
              </Typography.Text>
            </Descriptions.Item>
          )}
          {letter.remark && <Descriptions.Item label={t('cmLettersRead:field.remark')}>{letter.remark}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title={t('cmLettersRead:detail.text')} size="small">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="detail-body">
          {letter.bodyText}
        </Typography.Paragraph>
      </Card>
      <Card title={t('cmLettersRead:detail.scope')} size="small">
        <Table
          size="small"
          pagination={false}
          rowKey="kind"
          dataSource={scopeRows}
          data-testid="detail-scope"
          columns={[
            {
              title: t('cmLettersRead:detail.scopeKind'),
              dataIndex: 'kind',
              width: 120,
              render: (k: string) => t(`cmLettersRead:scope.${k}`),
            },
            {
              title: t('cmLettersRead:detail.scopeItems'),
              dataIndex: 'items',
              render: (items: LetterDetail['scopes'], r: { kind: string }) =>
                items.length ? (
                  <Flex gap={4} wrap>
                    {items.map((i) => (
                      <Tag key={i.value}>{i.label || i.value}</Tag>
                    ))}
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">
                    {r.kind === 'region'
                      ? t('cmLettersRead:detail.nationwide')
                      : r.kind === 'hospital'
                        ? t('cmLettersRead:detail.allHospitals')
                        : '-'}
                  </Typography.Text>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('cmLettersRead:detail.chain')} size="small">
        <Flex vertical gap={12}>
          <div>
            <Typography.Title level={5}>{t('cmLettersRead:detail.ancestors')}</Typography.Title>
            <ChainList items={[...letter.ancestors].reverse()} detailPath={detailPath} menuPath={menuPath} testId="ancestors" />
          </div>
          <div>
            <Typography.Title level={5}>{t('cmLettersRead:detail.children')}</Typography.Title>
            <ChainList items={letter.children} detailPath={detailPath} menuPath={menuPath} testId="children" />
          </div>
        </Flex>
      </Card>
      <Flex gap={16} wrap>
        <Card title={t('cmLettersRead:detail.versions')} size="small" style={{ flex: '1 1 420px' }}>
          <Table<Version>
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={letter.versions}
            data-testid="detail-versions"
            columns={[
              {
                title: t('cmLettersRead:field.version'),
                dataIndex: 'version',
                width: 70,
                render: (v: number, r) =>
                  r.id === letter.id ? <Tag color="blue">{v}</Tag> : <Link to={linkTo(detailPath, { id: r.id }, menuPath)}>{v}</Link>,
              },
              { title: t('cmLettersRead:field.period'), key: 'period', render: (_v, r) => `${r.validFrom} ~ ${r.validTo}` },
              {
                title: t('cmLettersRead:field.status'),
                dataIndex: 'status',
                width: 90,
                render: (s: string) => t(`cmLettersRead:status.${s}`),
              },
            ]}
          />
        </Card>
        <Card title={t('cmLettersRead:detail.steps')} size="small" style={{ flex: '1 1 420px' }}>
          {letter.events.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              data-testid="detail-steps"
              items={letter.events.map((e, i) => ({
                key: i,
                content: (
                  <Flex vertical>
                    <Typography.Text strong>{e.actionName}</Typography.Text>
                    <Typography.Text type="secondary">{`${e.companyName} ${e.userName} · ${showInstant(e.createdAt)}`}</Typography.Text>
                    {e.note && <Typography.Text>{e.note}</Typography.Text>}
                  </Flex>
                ),
              }))}
            />
          )}
        </Card>
      </Flex>
      <PdfPreviewer open={pdfOpen} source={pdfOpen ? pdfUrl : null} title={letter.letterNo} onClose={() => setPdfOpen(false)} />
    </Flex>
  );
}

function LetterDetailScreen({ detailPath, menuPath }: { detailPath: string; menuPath: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id'));
  const letterNo = params.get('letterNo')?.trim() ?? '';
  const byNo = useQuery({
    queryKey: ['cmLetters', 'byNo', letterNo],
    queryFn: () => letterIdByNo(letterNo),
    enabled: !(idParam > 0) && letterNo !== '',
  });
  const id = idParam > 0 ? idParam : (byNo.data ?? null);
  const detail = useLetterDetail(id);
  if ((idParam <= 0 || Number.isNaN(idParam)) && !letterNo)
    return <Result status="warning" title={t('cmLettersRead:detail.noId')} data-testid="detail-missing" />;
  if (byNo.data === null)
    return <Result status="404" title={t('cmLettersRead:detail.notFound', { no: letterNo })} data-testid="detail-missing" />;
  if (detail.isError) return <Result status="404" title={t('cmLettersRead:detail.unavailable')} data-testid="detail-missing" />;
  if (!detail.data) return <Skeleton active data-testid="detail-loading" />;
  return <LetterView letter={detail.data} detailPath={detailPath} menuPath={menuPath} />;
}

export function IssuanceLetterDetailPage() {
  return (
    <App component={false}>
      <LetterDetailScreen detailPath={LETTER_PATHS.issuanceDetail} menuPath={LETTER_PATHS.issuance} />
    </App>
  );
}

export function PowerAttorneyDetailPage() {
  return (
    <App component={false}>
      <LetterDetailScreen detailPath={LETTER_PATHS.powerAttorneyDetail} menuPath={LETTER_PATHS.list} />
    </App>
  );
}
