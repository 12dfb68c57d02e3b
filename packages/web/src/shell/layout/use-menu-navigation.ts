// Opening a menu node: its route (or an external address in a new window) and a menu-heat count; a
// node without a path only warns (spec 1 section 5).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { postMenuHeat } from '../shell-api';

const EXTERNAL = /^https?:\/\//i;

export function useMenuNavigation(warn: (text: string) => void): (node: MenuNode) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (node: MenuNode) => {
      const path = node.resourcePath?.trim();
      if (!path) {
        warn(t('layout:menu.withoutPath'));
        return;
      }
      void postMenuHeat(node);
      // a path that is not a built route still navigates: the router answers it with the 404 page
      if (EXTERNAL.test(path)) window.open(path, '_blank', 'noopener');
      else void navigate(path);
    },
    [navigate, t, warn],
  );
}
