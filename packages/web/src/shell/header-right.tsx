// The right side of the 50px header: file history, position menu, language switch and user menu
// (spec 1 section 2).
import { useEffect } from 'react';
import { Space } from 'antd';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { LanguageSelect } from '../kit/language/language-select';
import { PositionMenu } from './header/position-menu';
import { startStorageSync } from './header/storage-sync';
import { UserMenu } from './header/user-menu';
import { FileHistoryDropdown } from './overlays/file-history-dropdown';

export function HeaderRight({ session }: { session: Session }) {
  // another tab logging in as someone else or switching company makes this tab reload
  useEffect(() => startStorageSync(), []);
  return (
    <Space size={8} align="center" data-testid="header-right" style={{ height: '100%' }}>
      <FileHistoryDropdown />
      <PositionMenu session={session} />
      <LanguageSelect tone="dark" />
      <UserMenu session={session} />
    </Space>
  );
}
