// Confirm dialog variants, cells with avatars and copy, badge tabs on real counts, and the empty and
// loading states of a real search.
import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Space, Table, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { isConfirmCancelled, useConfirm, type DialogSize } from '../../kit/feedback/confirm-dialog';
import { EmptyMask } from '../../kit/feedback/empty-mask';
import { LoadingText } from '../../kit/feedback/loading-text';
import { BadgeTabs } from '../../kit/display/badge-tabs';
import { CellRenderer } from '../../kit/display/cell-renderer';
import { Copy } from '../../kit/display/copy';
import { NameAvatar } from '../../kit/display/name-avatar';
import { fetchUserPage } from './widgets-api';

const CELL_ROWS = 5;

export function ConfirmCard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [result, setResult] = useState<string | null>(null);
  const ask = (size: DialogSize) => {
    const content = size === 'middle' ? t('demoWidgets:confirm.middleContent') : undefined;
    confirm({ size, content }).then(
      () => setResult(t('demoWidgets:confirm.confirmed', { label: t(`demoWidgets:confirm.${size}`) })),
      (error: unknown) => {
        if (isConfirmCancelled(error)) setResult(t('demoWidgets:confirm.cancelled', { label: t(`demoWidgets:confirm.${size}`) }));
      },
    );
  };
  return (
    <Card title={t('demoWidgets:confirm.title')} data-testid="demo-confirm">
      <Flex vertical gap="small">
        <Space wrap>
          <Button onClick={() => ask('default')} data-testid="confirm-default">
            {t('demoWidgets:confirm.default')}
          </Button>
          <Button onClick={() => ask('middle')} data-testid="confirm-middle">
            {t('demoWidgets:confirm.middle')}
          </Button>
          <Button danger onClick={() => ask('delete')} data-testid="confirm-delete">
            {t('demoWidgets:confirm.delete')}
          </Button>
        </Space>
        <Typography.Text type="secondary" role="status" data-testid="confirm-result">
          {result ?? t('demoWidgets:confirm.none')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

export function CellsCard() {
  const { t } = useTranslation();
  // the highlighted cell in the theme's primary colours (the hard-coded antd blue read 3.7:1)
  const { token } = theme.useToken();
  const users = useQuery({ queryKey: ['demoWidgets', 'cells'], queryFn: () => fetchUserPage({ page: 1, pageSize: 20 }) });
  const rows = (users.data?.content ?? []).slice(0, CELL_ROWS);
  const emails = rows.map((r) => r.email).filter((e): e is string => Boolean(e));
  // the server omits a field the session may not see (field permission): no column for it then
  const phoneAllowed = rows.some((r) => 'phone' in r);
  return (
    <Card title={t('demoWidgets:cells.title')} data-testid="demo-cells">
      <Flex vertical gap="middle">
        {users.isError && (
          <Alert
            type="error"
            showIcon
            title={t('demoWidgets:loadFailed')}
            action={
              <Button size="small" onClick={() => void users.refetch()}>
                {t('demoWidgets:retry')}
              </Button>
            }
          />
        )}
        <Table<MerchantUserRow>
          size="small"
          rowKey="id"
          pagination={false}
          loading={users.isPending}
          dataSource={rows}
          locale={{ emptyText: <EmptyMask simple /> }}
          columns={[
            {
              title: t('demoWidgets:cells.avatar'),
              key: 'avatar',
              width: 70,
              render: (_, r) => <NameAvatar name={r.realName ?? r.userName} />,
            },
            {
              title: t('demoWidgets:fields.realName'),
              key: 'realName',
              render: (_, r) => (
                <CellRenderer
                  value={{
                    name: r.realName,
                    weight: 600,
                    tip: r.createTime ? t('demoWidgets:cells.createdAt', { time: r.createTime }) : undefined,
                  }}
                />
              ),
            },
            ...(phoneAllowed
              ? [
                  {
                    title: t('demoWidgets:fields.phone'),
                    key: 'phone',
                    render: (_: unknown, r: MerchantUserRow) => (r.phone ? <Copy text={r.phone} /> : <CellRenderer value={null} />),
                  },
                ]
              : []),
            {
              title: t('demoWidgets:fields.status'),
              key: 'status',
              render: (_, r) => <CellRenderer type="radio" value={{ name: r.status }} />,
            },
            { title: t('demoWidgets:fields.email'), key: 'email', render: (_, r) => <CellRenderer type="email" value={r.email ?? null} /> },
            {
              title: t('demoWidgets:fields.companyName'),
              key: 'companyName',
              render: (_, r) => (
                <CellRenderer value={{ name: r.companyName, color: token.colorPrimary, background: token.colorPrimaryBg, fontSize: 12 }} />
              ),
            },
          ]}
        />
        <Flex gap="small" align="center" wrap>
          <Typography.Text>{t('demoWidgets:cells.emailList', { count: emails.length })}</Typography.Text>
          <span data-testid="demo-email-cell">
            <CellRenderer type="email" value={emails} />
          </span>
        </Flex>
      </Flex>
    </Card>
  );
}

export function TabsCard() {
  const { t } = useTranslation();
  const count = (status?: '1' | '0') => ({
    queryKey: ['demoWidgets', 'count', status ?? 'all'],
    queryFn: () => fetchUserPage({ page: 1, pageSize: 20, ...(status ? { status } : {}) }).then((p) => p.totalElements),
  });
  const all = useQuery(count());
  const enabled = useQuery(count('1'));
  const disabled = useQuery(count('0'));
  const text = (label: string, value: number | undefined) => t('demoWidgets:tabs.content', { label, count: value ?? 0 });
  return (
    <Card title={t('demoWidgets:tabs.title')} data-testid="demo-tabs">
      {all.isPending ? (
        <LoadingText />
      ) : (
        <BadgeTabs
          items={[
            { key: 'all', lab: t('demoWidgets:tabs.all'), badge: all.data, children: text(t('demoWidgets:tabs.all'), all.data) },
            {
              key: 'enabled',
              lab: t('demoWidgets:tabs.enabled'),
              badge: enabled.data,
              children: text(t('demoWidgets:tabs.enabled'), enabled.data),
            },
            {
              key: 'disabled',
              lab: t('demoWidgets:tabs.disabled'),
              badge: disabled.data,
              children: text(t('demoWidgets:tabs.disabled'), disabled.data),
            },
            { key: 'dot', lab: t('demoWidgets:tabs.dot'), isDot: (disabled.data ?? 0) > 0, children: t('demoWidgets:tabs.dotContent') },
            { key: 'hidden', lab: t('demoWidgets:tabs.hidden'), hidden: true },
            { key: 'locked', lab: t('demoWidgets:tabs.locked'), disabled: true },
          ]}
        />
      )}
    </Card>
  );
}

export function StatesCard() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const search = useQuery({
    queryKey: ['demoWidgets', 'search', name],
    queryFn: () => fetchUserPage({ page: 1, pageSize: 20, realName: name }),
    enabled: name !== '',
  });
  let body;
  if (name === '') body = <EmptyMask />;
  else if (search.isPending) body = <LoadingText />;
  else if (search.isError) body = <Alert type="error" showIcon title={t('demoWidgets:loadFailed')} />;
  else if (search.data.content.length === 0) body = <EmptyMask searched />;
  else
    body = (
      <Typography.Text data-testid="states-found">
        {t('demoWidgets:states.found', {
          names: search.data.content.map((r) => r.realName ?? r.userName).join('、'),
          count: search.data.totalElements,
        })}
      </Typography.Text>
    );
  return (
    <Card title={t('demoWidgets:states.title')} data-testid="demo-states">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoWidgets:states.intro')}
        </Typography.Paragraph>
        <Input.Search
          allowClear
          enterButton
          style={{ maxWidth: 360 }}
          placeholder={t('demoWidgets:states.placeholder')}
          aria-label={t('demoWidgets:states.placeholder')}
          onSearch={(value) => setName(value.trim())}
          data-testid="states-search"
        />
        {body}
        <Flex gap="large" wrap>
          <Card size="small" title={t('demoWidgets:states.loadingSample')} style={{ minWidth: 280 }}>
            <LoadingText />
          </Card>
        </Flex>
      </Flex>
    </Card>
  );
}
