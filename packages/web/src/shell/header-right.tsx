// The right side of the 50px header: the user's name and company with the user menu.
import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../lib/session-store';
import { loginPathFor } from './login-path';
import { logout } from './shell-api';

export function HeaderRight({ session }: { session: Session }) {
  return <UserMenu session={session} />;
}

function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useSessionStore((s) => s.clear);
  const onLogout = async () => {
    const target = loginPathFor(session.adminUser);
    try {
      await logout();
    } catch {
      // an expired or rejected session ends locally all the same
    }
    clear();
    void navigate(target, { replace: true });
  };
  const items: MenuProps['items'] = [{ key: 'logout', icon: <LogoutOutlined />, label: t('shell:userMenu.logout') }];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => key === 'logout' && void onLogout() }} trigger={['click']}>
      <button type="button" data-testid="user-menu" style={{ background: 'none', border: 0, color: '#fff', cursor: 'pointer' }}>
        <span>{session.realName}</span>
        <span style={{ margin: '0 8px', opacity: 0.8 }}>{session.companyName}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
