// The top navigation of the header (/systemSetup/navMenuManagement): the enabled entries the session may
// open, in one dropdown — an app is entered like from the app switch, a screen opens in the portal, an external
// address in a new tab. Asked once per session and company; nothing shows while it loads or when empty.
import { useQuery } from '@tanstack/react-query';
import { Dropdown, theme } from 'antd';
import { CompassOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavEntry } from '@medportal/contracts/system/navigation.contract';
import { useSessionStore } from '../../lib/session-store';
import { enterApp, flattenApps } from '../app-entry';
import { useAppGroups } from '../app-groups';
import { fetchNavEntries } from '../shell-api';

export const NAV_ENTRIES_KEY = ['shell', 'navEntries'] as const;

export function HeaderNav() {
  const { token } = theme.useToken();
  const { t } = useTranslation('header');
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const entries = useQuery({
    queryKey: [...NAV_ENTRIES_KEY, session?.userId ?? 0, session?.companyId ?? 0],
    queryFn: () => fetchNavEntries(),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
  const list = entries.data ?? [];
  const groups = useAppGroups(list.some((e) => e.targetType === 'app'));
  if (list.length === 0) return null;

  const open = (entry: NavEntry) => {
    if (entry.targetType === 'route' && entry.href) {
      void navigate(entry.href);
      return;
    }
    const app = flattenApps(groups.data ?? []).find((a) => a.id === entry.appId);
    if (!app) return;
    enterApp(app)
      .then((result) => {
        if (result.entered) void navigate(result.path);
      })
      .catch(() => {
        // a refusal was shown by the error table
      });
  };

  const items = list.map((entry) => ({
    key: String(entry.id),
    label:
      entry.targetType === 'url' ? (
        <a href={entry.href ?? undefined} target="_blank" rel="noopener noreferrer" data-testid={`header-nav-${entry.id}`}>
          {entry.name} <ExportOutlined style={{ fontSize: 11, opacity: 0.75 }} />
        </a>
      ) : (
        <span data-testid={`header-nav-${entry.id}`}>{entry.name}</span>
      ),
    onClick: entry.targetType === 'url' ? undefined : () => open(entry),
  }));
  // one icon like the history's: the entries must not take the width the app's own menu needs in the header
  return (
    <nav data-testid="header-nav" aria-label={t('quickNav')} style={{ display: 'flex', height: '100%', flex: 'none' }}>
      <Dropdown menu={{ items }} trigger={['click', 'hover']}>
        <button
          type="button"
          data-testid="header-nav-trigger"
          aria-label={t('quickNav')}
          title={t('quickNav')}
          style={{
            height: '100%',
            padding: '0 12px',
            display: 'inline-flex',
            alignItems: 'center',
            color: token.colorWhite,
            fontSize: token.fontSizeLG,
            background: 'transparent',
            border: 0,
            cursor: 'pointer',
          }}
        >
          <CompassOutlined />
        </button>
      </Dropdown>
    </nav>
  );
}
