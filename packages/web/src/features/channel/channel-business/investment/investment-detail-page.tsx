// /basicData/investmentEntry/read?id=N 招商详情: the entry (manufacturer, product line, products or the
// whole line, regions, requirements, deadline, status). The manufacturer sees every application (dealer,
// credit code, note, status, who decided when, the reason) and accepts (with a confirm) or rejects (with a
// reason) a pending one, edits or closes an open entry; a distributor sees its own application or applies.
import { useState } from 'react';
import { App, Button, Card, Descriptions, Flex, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { InvestmentApplication } from '@medportal/contracts/channel/investment.contract';
import { useConfirm } from '../../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../../kit/permission/permission';
import { showInstant } from '../../../../lib/time';
import { closeInvestment, decideInvestment, investmentDetail, investmentKeys, type InvestmentDetail } from './investment-api';
import {
  ApplicationStatusTag,
  ApplyDialog,
  EntryStatusTag,
  INVESTMENT_ADD_PATH,
  INVESTMENT_APPLY_BUTTON,
  INVESTMENT_EDIT_BUTTON,
  INVESTMENT_LIST_PATH,
  RejectDialog,
} from './investment-parts';

function Applications({ detail }: { detail: InvestmentDetail }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<InvestmentApplication | null>(null);
  const [saving, setSaving] = useState(false);

  const decide = async (a: InvestmentApplication, decision: 'accept' | 'reject', reason = '') => {
    setSaving(true);
    try {
      const next = await decideInvestment({ applicationId: a.id, decision, reason });
      client.setQueryData(investmentKeys.detail(detail.id), next);
      void message.success(t(decision === 'accept' ? 'cmInvestment:decide.accepted' : 'cmInvestment:decide.rejected'));
      setRejecting(null);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const accept = async (a: InvestmentApplication) => {
    try {
      await confirm({ title: t('cmInvestment:action.accept'), content: t('cmInvestment:decide.acceptConfirm', { dealer: a.dealerName }) });
    } catch {
      return;
    }
    await decide(a, 'accept');
  };

  return (
    <Card title={t('cmInvestment:detail.applications', { n: detail.applications.length })} data-testid="investment-applications">
      <Table<InvestmentApplication>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={detail.applications}
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('cmInvestment:detail.noApplications') }}
        columns={[
          { dataIndex: 'dealerName', title: t('cmInvestment:detail.dealer'), width: 200 },
          { dataIndex: 'creditCode', title: t('cmInvestment:detail.creditCode'), width: 180 },
          { dataIndex: 'note', title: t('cmInvestment:detail.note'), width: 240, ellipsis: true },
          { dataIndex: 'appliedByName', title: t('cmInvestment:detail.appliedBy'), width: 140 },
          { dataIndex: 'createdAt', title: t('cmInvestment:detail.appliedAt'), width: 170, render: (v: string) => showInstant(v) },
          {
            dataIndex: 'status',
            title: t('cmInvestment:field.status'),
            width: 100,
            render: (_v, a) => <ApplicationStatusTag status={a.status} testId={`app-status-${a.id}`} />,
          },
          {
            dataIndex: 'decidedAt',
            title: t('cmInvestment:detail.decision'),
            width: 220,
            render: (_v, a) =>
              a.decidedAt ? (
                <Flex vertical>
                  <Typography.Text type="secondary">{`${a.decidedByName} ${showInstant(a.decidedAt)}`}</Typography.Text>
                  {a.reason && <Typography.Text type="danger">{t('cmInvestment:detail.reasonIs', { reason: a.reason })}</Typography.Text>}
                </Flex>
              ) : (
                '-'
              ),
          },
          {
            dataIndex: 'id',
            title: t('cmInvestment:field.actions'),
            width: 130,
            fixed: 'right',
            render: (_v, a) =>
              detail.owner &&
              a.status === 'pending' && (
                <Permission code={INVESTMENT_EDIT_BUTTON}>
                  <Space size={4}>
                    <Button type="link" size="small" disabled={saving} data-testid={`accept-${a.id}`} onClick={() => void accept(a)}>
                      {t('cmInvestment:action.accept')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      disabled={saving}
                      data-testid={`reject-${a.id}`}
                      onClick={() => setRejecting(a)}
                    >
                      {t('cmInvestment:action.reject')}
                    </Button>
                  </Space>
                </Permission>
              ),
          },
        ]}
      />
      <RejectDialog
        dealer={rejecting?.dealerName ?? null}
        saving={saving}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && void decide(rejecting, 'reject', reason)}
      />
    </Card>
  );
}

function Detail({ detail }: { detail: InvestmentDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const mine = detail.myApplication;

  const close = async () => {
    try {
      await confirm({
        title: t('cmInvestment:confirm.closeTitle'),
        content: t('cmInvestment:confirm.close', { title: detail.title }),
        danger: true,
      });
      client.setQueryData(investmentKeys.detail(detail.id), await closeInvestment(detail.id));
      void message.success(t('cmInvestment:confirm.closed'));
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  return (
    <Flex vertical gap={16} data-testid="investment-detail-page">
      <Card
        title={t('cmInvestment:title.detail')}
        extra={
          <Space>
            <Button onClick={() => void navigate(INVESTMENT_LIST_PATH)}>{t('cmInvestment:action.back')}</Button>
            {detail.owner && detail.status === 'open' && (
              <Permission code={INVESTMENT_EDIT_BUTTON}>
                <Button data-testid="investment-edit" onClick={() => void navigate(`${INVESTMENT_ADD_PATH}?id=${detail.id}`)}>
                  {t('cmInvestment:action.edit')}
                </Button>
                <Button danger data-testid="investment-close" onClick={() => void close()}>
                  {t('cmInvestment:action.close')}
                </Button>
              </Permission>
            )}
            {detail.canApply && (
              <Permission code={INVESTMENT_APPLY_BUTTON}>
                <Button type="primary" data-testid="investment-apply" onClick={() => setApplying(true)}>
                  {t('cmInvestment:action.apply')}
                </Button>
              </Permission>
            )}
          </Space>
        }
      >
        <Descriptions column={2} bordered size="small" data-testid="investment-head">
          <Descriptions.Item label={t('cmInvestment:field.title')} span={2}>
            {detail.title}
          </Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.company')}>{detail.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.status')}>
            <EntryStatusTag status={detail.status} expired={detail.expired} testId="detail-status" />
          </Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.productLine')}>{detail.productLineName}</Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.deadline')}>{detail.deadline ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.products')} span={2}>
            {detail.products.length ? (
              <Space wrap data-testid="detail-products">
                {detail.products.map((p) => (
                  <Tag key={p.code}>{`${p.name} ${p.specification}（${p.code}）`}</Tag>
                ))}
              </Space>
            ) : (
              t('cmInvestment:detail.wholeLine')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.regions')} span={2}>
            <Space wrap data-testid="detail-regions">
              {detail.regions.map((r) => (
                <Tag key={r.code} color="blue">
                  {r.name}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.requirements')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.requirements || '-'}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.createdAt')}>{showInstant(detail.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('cmInvestment:field.updatedAt')}>{showInstant(detail.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {(detail.owner || detail.applications.length > 0) && <Applications detail={detail} />}
      {mine && (
        <Card title={t('cmInvestment:detail.myApplication')} data-testid="my-application">
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('cmInvestment:field.status')}>
              <ApplicationStatusTag status={mine.status} testId="my-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('cmInvestment:detail.appliedAt')}>{showInstant(mine.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('cmInvestment:detail.note')} span={2}>
              {mine.note || '-'}
            </Descriptions.Item>
            {mine.decidedAt && (
              <Descriptions.Item label={t('cmInvestment:detail.decidedAt')}>{showInstant(mine.decidedAt)}</Descriptions.Item>
            )}
            {mine.reason && (
              <Descriptions.Item label={t('cmInvestment:detail.reason')}>
                <Typography.Text type="danger">{mine.reason}</Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
      <ApplyDialog entry={applying ? detail : null} onClose={() => setApplying(false)} />
    </Flex>
  );
}

function DetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: investmentKeys.detail(id), queryFn: () => investmentDetail(id), enabled: valid });
  if (valid && detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="investment-detail-loading" />;
  if (!valid || !detail.data)
    return <Result status="warning" title={t('cmInvestment:detail.notFound')} data-testid="investment-not-found" />;
  return <Detail detail={detail.data} />;
}

export function InvestmentDetailPage() {
  return (
    <App component={false}>
      <DetailScreen />
    </App>
  );
}
