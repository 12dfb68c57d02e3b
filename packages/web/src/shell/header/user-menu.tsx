// The user menu on the user's name (spec 1 section 2 'User menu' and section 6): back to home, personal
// and enterprise centre, the account centre (once built), password change and logout.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, HomeOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { companyLabel } from './company-label';
import { logoutFlow } from './logout';

// the three-step dialog loads when first opened, not with every page
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

export const WORKTABLE_PATH = '/worktable';
export const PERSONAL_CENTER_PATH = '/systemSetup/personal';
export const ENTERPRISE_CENTER_PATH = '/enterpriseCenter';
export const ACCOUNT_HOME_PATH = '/account/home';
/** The workbench app: while it (or no app, id 0) is entered, the worktable is the home page. */
export const WORKBENCH_APP_CODE = 'BK000';

export type UserMenuKey = 'backHome' | 'accountHome' | 'personalCenter' | 'enterpriseCenter' | 'changePassword' | 'logout';

type MenuSession = Pick<Session, 'appId' | 'appCode' | 'ifAdmin' | 'companyId'>;

/** The items the user menu offers for this session on this route. */
export function userMenuKeys(session: MenuSession, pathname: string): UserMenuKey[] {
  const worktableShown = session.appId === 0 || session.appCode === WORKBENCH_APP_CODE;
  const keys: UserMenuKey[] = [];
  if (worktableShown && pathname !== WORKTABLE_PATH) keys.push('backHome');
  if (isBuiltScreen(ACCOUNT_HOME_PATH)) keys.push('accountHome');
  keys.push('personalCenter');
  if (session.ifAdmin && session.companyId !== 0) keys.push('enterpriseCenter');
  keys.push('changePassword', 'logout');
  return keys;
}

const ICONS: Record<UserMenuKey, ReactNode> = {
  backHome: <HomeOutlined />,
  accountHome: <IdcardOutlined />,
  personalCenter: <UserOutlined />,
  enterpriseCenter: <ShopOutlined />,
  changePassword: <KeyOutlined />,
  logout: <LogoutOutlined />,
};

export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [passwordOpen, setPasswordOpen] = useState(false);
  // mounted from the first opening on, so closing keeps its animation
  const [passwordUsed, setPasswordUsed] = useState(false);
  const company = companyLabel(session.companyName, t);

  const items: MenuProps['items'] = [
    { type: 'group', key: 'company', label: company },
    { type: 'divider' },
    ...userMenuKeys(session, pathname).map((key) => ({
      key,
      icon: ICONS[key],
      label: <span data-testid={`user-menu-${key}`}>{t(`header:userMenu.${key}`)}</span>,
      danger: key === 'logout',
    })),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key as UserMenuKey) {
      case 'backHome':
        void navigate(WORKTABLE_PATH);
        break;
      case 'accountHome':
        void navigate(ACCOUNT_HOME_PATH);
        break;
      case 'personalCenter':
        void navigate(PERSONAL_CENTER_PATH);
        break;
      case 'enterpriseCenter':
        void navigate(ENTERPRISE_CENTER_PATH);
        break;
      case 'changePassword':
        setPasswordUsed(true);
        setPasswordOpen(true);
        break;
      case 'logout':
        void logoutFlow({ navigate: (path) => navigate(path, { replace: true }), queryClient });
        break;
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
        <Button type="text" data-testid="user-menu" title={t('header:userMenu.trigger')} style={{ color: 'inherit', maxWidth: 240 }}>
          <Avatar size={24} src={session.avatar || undefined} icon={<UserOutlined />} alt="" />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{session.realName || session.userName}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {passwordUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
