// The header's position menu: the current company and position, and a dropdown of the user's positions
// (spec 1 section 2 'Position menu') to switch to another one.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Dropdown, Empty, Spin, Typography, theme, type MenuProps } from 'antd';
import { CheckOutlined, DownOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { shellEffects } from '../../lib/shell-effects';
import { companyLabel } from './company-label';
import { fetchPositions } from './header-api';
import { POSITION_LIST_MAX_HEIGHT, filterPositions, positionListScrolls, showPositionSearch, switchPosition } from './position-switch';

const loadSearch = () => import('./position-search');
const PositionSearch = lazy(() => loadSearch().then((m) => ({ default: m.PositionSearch })));
// the search box's height while its chunk arrives, so the list below does not move
const SEARCH_HEIGHT = 32;

const keyOf = (entry: PositionEntry) => `${entry.companyId}:${entry.positionName}`;

export function PositionMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [switching, setSwitching] = useState(false);
  // fetched when the menu opens, so the list is fresh and closed menus cost no call
  const positions = useQuery({
    queryKey: ['header', 'positions', session.userId, session.companyId],
    queryFn: () => fetchPositions(),
    enabled: open,
  });
  const all = positions.data ?? [];
  const shown = filterPositions(all, search);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) void loadSearch().catch(() => undefined);
    if (!next) setSearch('');
  };

  const choose = async (entry: PositionEntry) => {
    changeOpen(false);
    if (entry.companyId === session.companyId) {
      shellEffects().message('warning', t('header:position.alreadyCurrent'));
      return;
    }
    setSwitching(true);
    // antd's message loads with the first one shown (lib/antd-feedback), not with the header
    const hide = shellEffects().showLoading(t('header:position.switching'));
    try {
      const result = await switchPosition(entry.companyId, { currentCompanyId: session.companyId, queryClient });
      if (result.switched) void navigate(result.path);
    } catch {
      // refusals (e.g. SC1021) were shown by the error table; the current position stays
    } finally {
      hide();
      setSwitching(false);
    }
  };

  const items: MenuProps['items'] = shown.map((entry) => ({
    key: keyOf(entry),
    icon:
      entry.companyId === session.companyId ? (
        <CheckOutlined aria-label={t('header:position.current')} />
      ) : (
        <span style={{ display: 'inline-block', width: 14 }} />
      ),
    label: (
      <span data-testid={`position-item-${entry.companyId}`}>
        {entry.companyName}
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {entry.positionName}
        </Typography.Text>
      </span>
    ),
  }));

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const entry = shown.find((e) => keyOf(e) === key);
    if (entry) void choose(entry);
  };

  const panel = (menuNode: ReactNode) => (
    <div
      style={{
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        minWidth: 320,
        maxWidth: 480,
      }}
    >
      {showPositionSearch(all.length, search) && (
        <div style={{ padding: token.paddingXS }}>
          <Suspense fallback={<div style={{ height: SEARCH_HEIGHT }} />}>
            <PositionSearch value={search} onChange={setSearch} />
          </Suspense>
        </div>
      )}
      {positions.isLoading ? (
        <div style={{ padding: token.padding, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(search.trim() ? 'header:position.noResult' : 'header:position.empty')} />
      ) : (
        <div
          data-testid="position-list"
          style={positionListScrolls(shown.length) ? { maxHeight: POSITION_LIST_MAX_HEIGHT, overflowY: 'auto' } : undefined}
        >
          {menuNode}
        </div>
      )}
    </div>
  );

  const label = [companyLabel(session.companyName, t), session.positionName].filter(Boolean).join(' · ');

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={changeOpen}
        trigger={['click']}
        autoFocus
        disabled={switching}
        menu={{
          items,
          onClick: onMenuClick,
          selectedKeys: shown.filter((e) => e.companyId === session.companyId).map(keyOf),
          style: { boxShadow: 'none' },
        }}
        popupRender={panel}
      >
        <Button
          type="text"
          data-testid="position-menu"
          title={t('header:position.trigger')}
          loading={switching}
          icon={<SwapOutlined />}
          style={{ color: 'inherit', maxWidth: 320 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
