// /worktable/appList 应用中心: the apps of the session's position as tiles grouped by the catalogue's
// group name; opening one enters it the way the shell's app list does (checkApp, session fields, its
// route). The app entered now is marked.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import { useSessionStore } from '../../../lib/session-store';
import { enterApp } from '../../../shell/app-entry';
import { useAppGroups } from '../../../shell/app-groups';
import { AppTile, TileGroups } from './app-tile';

export function AppListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentAppId = useSessionStore((s) => s.session?.appId ?? 0);
  const groups = useAppGroups();
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (app: AppEntry) => {
    if (opening !== null) return;
    setOpening(app.id);
    try {
      const result = await enterApp(app);
      if (result.entered) void navigate(result.path);
    } catch {
      // the request layer has shown the refusal (e.g. 100010)
    } finally {
      setOpening(null);
    }
  };

  const filled = (groups.data ?? []).filter((g) => g.appList.length > 0);
  let body;
  if (groups.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (groups.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wbAppStore:loadFailed')}
        data-testid="app-list-error"
        action={
          <Button size="small" onClick={() => void groups.refetch()}>
            {t('wbAppStore:retry')}
          </Button>
        }
      />
    );
  } else if (!filled.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbAppStore:appList.empty')} />;
  else {
    body = (
      <TileGroups
        groups={filled.map((g) => ({ groupName: g.groupName, items: g.appList }))}
        keyOf={(app) => app.id}
        render={(app) => (
          <AppTile
            app={app}
            busy={opening === app.id}
            highlighted={app.id === currentAppId}
            onOpen={() => void open(app)}
            extra={app.id === currentAppId ? <Tag color="blue">{t('wbAppStore:appList.current')}</Tag> : undefined}
          />
        )}
      />
    );
  }
  return (
    <Card title={t('wbAppStore:title.appList')} data-testid="app-list-page">
      {body}
    </Card>
  );
}
