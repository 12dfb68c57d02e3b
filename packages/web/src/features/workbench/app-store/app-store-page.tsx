// /home/app-store 应用商店: every app of the tenant with the company's state — 已开通, 申请开通 (a reason,
// sent to the platform for approval), 审批中 (may be withdrawn after a confirm) or 已驳回 with the
// platform's reason and 重新申请.
import { useState } from 'react';
import { App, Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppStoreItem } from '@medportal/contracts/worktable/app-store.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { appName } from '../../../shell/catalogue-names';
import { AppRequestDialog } from './app-request-dialog';
import { appRequestWithdraw, appStoreKeys, appStoreList } from './app-store-api';
import { AppTile, TileGroups, groupsOf, type TileApp } from './app-tile';

export const REQUEST_BUTTON = 'wt.appStore.request';

const tileApp = (item: AppStoreItem): TileApp => ({
  id: item.appId,
  appCode: item.appCode,
  appName: item.appName,
  appLogoUrl: item.appLogoUrl,
});

/** The store list of the session's company. */
export function useAppStore() {
  const companyId = useSessionStore((s) => s.session?.companyId ?? 0);
  return useQuery({ queryKey: appStoreKeys.store(companyId), queryFn: appStoreList });
}

function StateBlock({ item, onRequest, onWithdraw }: { item: AppStoreItem; onRequest: () => void; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const testId = (what: string) => `${what}-${item.appCode}`;
  switch (item.state) {
    case 'granted':
      return (
        <Tag color="success" data-testid={testId('state')}>
          {t('wbAppStore:state.granted')}
        </Tag>
      );
    case 'requestable':
      return (
        <Permission code={REQUEST_BUTTON}>
          <Button type="primary" size="small" onClick={onRequest} data-testid={testId('request')}>
            {t('wbAppStore:store.request')}
          </Button>
        </Permission>
      );
    case 'pending':
      return (
        <Space orientation="vertical" size={4}>
          <Space size={8} wrap>
            <Tag color="processing" data-testid={testId('state')}>
              {t('wbAppStore:state.pending')}
            </Tag>
            <Permission code={REQUEST_BUTTON}>
              <Button size="small" onClick={onWithdraw} data-testid={testId('withdraw')}>
                {t('wbAppStore:store.withdraw')}
              </Button>
            </Permission>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('wbAppStore:store.requestedAt', { time: showInstant(item.requestedAt, 'minute') })}
          </Typography.Text>
        </Space>
      );
    case 'rejected':
      return (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Space size={8} wrap>
            <Tag color="error" data-testid={testId('state')}>
              {t('wbAppStore:state.rejected')}
            </Tag>
            <Permission code={REQUEST_BUTTON}>
              <Button size="small" type="primary" ghost onClick={onRequest} data-testid={testId('request')}>
                {t('wbAppStore:store.requestAgain')}
              </Button>
            </Permission>
          </Space>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }} data-testid={testId('reject-reason')}>
            {t('wbAppStore:store.rejectReason', { reason: item.comment || t('wbAppStore:store.noReason') })}
            {item.decidedAt ? ` · ${showInstant(item.decidedAt, 'minute')}` : ''}
          </Typography.Paragraph>
        </Space>
      );
  }
}

function AppStore() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const store = useAppStore();
  const [requesting, setRequesting] = useState<TileApp | null>(null);

  const refresh = () => void client.invalidateQueries({ queryKey: appStoreKeys.all });

  const withdraw = async (item: AppStoreItem) => {
    if (item.requestId === null) return;
    try {
      await confirm({ content: t('wbAppStore:store.withdrawConfirm', { name: appName(item) }), okText: t('wbAppStore:store.withdraw') });
      await appRequestWithdraw(item.requestId);
      void message.success(t('wbAppStore:store.withdrawn'));
      refresh();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  let body;
  if (store.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (store.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wbAppStore:loadFailed')}
        data-testid="app-store-error"
        action={
          <Button size="small" onClick={() => void store.refetch()}>
            {t('wbAppStore:retry')}
          </Button>
        }
      />
    );
  } else if (!store.data?.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbAppStore:store.empty')} />;
  else {
    body = (
      <TileGroups
        groups={groupsOf(store.data, (item) => item.groupName)}
        keyOf={(item) => item.appId}
        render={(item) => (
          <AppTile
            app={tileApp(item)}
            extra={<StateBlock item={item} onRequest={() => setRequesting(tileApp(item))} onWithdraw={() => void withdraw(item)} />}
          />
        )}
      />
    );
  }

  return (
    <Card title={t('wbAppStore:title.appStore')} data-testid="app-store-page">
      {body}
      <AppRequestDialog
        app={requesting}
        onClose={() => setRequesting(null)}
        onDone={() => {
          setRequesting(null);
          refresh();
        }}
      />
    </Card>
  );
}

export function AppStorePage() {
  return (
    <App component={false}>
      <AppStore />
    </App>
  );
}
