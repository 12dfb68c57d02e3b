// Renders a screen of this part in a memory router with a fresh query client, for a session of an FC
// company; any other path shows the marker `elsewhere`.
import type { ComponentType } from 'react';
import { act } from '@testing-library/react';
import type { WorkbenchSettings } from '@medportal/contracts/worktable/settings.contract';
import { useSessionStore } from '../../../lib/session-store';
import { renderRoutes } from '../../../shell/test-utils';
import { sessionOf } from '../../auth/test-utils';

export function renderScreen(path: string, Page: ComponentType) {
  act(() => useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' })));
  return renderRoutes(
    [
      { path, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  );
}

export const pageOf = <T,>(content: T[], totalElements = content.length, size = 20) => ({
  content,
  totalElements,
  number: 0,
  size,
  totalPages: Math.ceil(totalElements / size),
  numberOfElements: content.length,
});

export const SETTINGS: WorkbenchSettings = {
  cards: [
    { key: 'todos', visible: true },
    { key: 'notices', visible: true },
    { key: 'shortcuts', visible: true },
  ],
  todoKinds: null,
  noticeLevels: null,
  notifySms: false,
  notifyMail: false,
  phone: '13800000002',
  email: 'liujianhua@kangrui-med.cn',
  saved: false,
};
