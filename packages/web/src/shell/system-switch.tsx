// The head of the left menu: the current sub-app and a dropdown of the sub-app list (spec 1 section 2
// 'Left menu', section 4 'Entering an app'). Collapsed, only the icon shows.
import { useState, type ReactNode } from 'react';
import { Button, Dropdown, Empty, Spin, Tooltip, theme, type MenuProps } from 'antd';
import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import { useSessionStore } from '../lib/session-store';
import { enterApp, flattenApps } from './app-entry';
import { appGroupName, appName } from './catalogue-names';
import { useAppGroups } from './app-groups';

const LOGO_SIZE = 16;

function AppLogo({ app }: { app: AppEntry }) {
  return app.appLogoUrl ? (
    <img src={app.appLogoUrl} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain' }} />
  ) : (
    <AppstoreOutlined />
  );
}

export function SystemSwitch({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const session = useSessionStore((s) => s.session);
  const [open, setOpen] = useState(false);
  const [entering, setEntering] = useState(false);
  // fetched when the dropdown opens, or at once before an app is entered (the menu then shows the
  // first app's, so its name shows here); the menu load shares the query. Keyed by company because a
  // position switch changes the list.
  const groups = useAppGroups(open || session?.appId === 0);
  const apps = flattenApps(groups.data ?? []);
  const shownApp = session?.appId === 0 ? apps[0] : undefined;
  // the list's entry carries the company's branding of the app (/systemSetup/appLogoManagement)
  const entered = session?.appId ? apps.find((a) => a.id === session.appId) : undefined;
  const current = entered ?? (session?.appName ? { appCode: session.appCode, appName: session.appName } : shownApp);
  const name = current ? appName(current) : t('header:system.placeholder');

  const items: MenuProps['items'] = (groups.data ?? [])
    .filter((group) => group.appList.length > 0)
    .map((group) => ({
      type: 'group' as const,
      key: `group-${group.groupName}`,
      label: appGroupName(group.groupName),
      children: group.appList.map((app) => ({
        key: String(app.id),
        icon: <AppLogo app={app} />,
        label: <span data-testid={`system-item-${app.id}`}>{appName(app)}</span>,
      })),
    }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const app = apps.find((a) => String(a.id) === key);
    if (!app) return;
    setOpen(false);
    setEntering(true);
    enterApp(app)
      .then((result) => {
        if (result.entered) void navigate(result.path);
      })
      .catch(() => {
        // a refusal (100010) was shown by the error table; the current app stays
      })
      .finally(() => setEntering(false));
  };

  const panel = (menuNode: ReactNode) =>
    groups.isLoading || items.length === 0 ? (
      <div
        style={{
          background: token.colorBgElevated,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowSecondary,
          padding: token.padding,
          minWidth: 200,
          textAlign: 'center',
        }}
      >
        {groups.isLoading ? <Spin /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header:system.empty')} />}
      </div>
    ) : (
      menuNode
    );

  const trigger = (
    <Button
      type="text"
      data-testid="system-switch"
      aria-label={collapsed ? `${t('header:system.title')}: ${name}` : undefined}
      title={t('header:system.title')}
      loading={entering}
      icon={<AppstoreOutlined />}
      block={!collapsed}
      style={{
        fontWeight: 600,
        justifyContent: collapsed ? 'center' : 'flex-start',
        height: 40,
        // the company's theme colour of the app, as an accent
        ...(entered?.themeColor ? { borderInlineStart: `3px solid ${entered.themeColor}` } : {}),
      }}
    >
      {!collapsed && (
        <>
          <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}>{name}</span>
          <DownOutlined />
        </>
      )}
    </Button>
  );

  return (
    <div style={{ padding: collapsed ? '8px 0' : '8px 12px', textAlign: 'center' }}>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        autoFocus
        disabled={entering}
        menu={{ items, onClick, selectedKeys: session ? [String(session.appId)] : [], style: { maxHeight: 500, overflowY: 'auto' } }}
        popupRender={panel}
      >
        {collapsed ? (
          <Tooltip title={name} placement="right">
            {trigger}
          </Tooltip>
        ) : (
          trigger
        )}
      </Dropdown>
    </div>
  );
}
