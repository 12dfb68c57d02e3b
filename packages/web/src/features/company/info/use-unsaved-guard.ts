// Asks before leaving a form with unsaved changes. The app's router is declarative (HashRouter, no
// blocker API), and every in-app navigation (menus, tabs, links, navigate()) ends in history.pushState:
// while the form is dirty that call is held for another path and a confirm opens — leave repeats the
// navigation, stay drops it. Closing or reloading the tab gets the browser's own prompt.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';

/** '#/a/b?x=1' or '/a/b?x=1' → '/a/b?x=1' (the router path of a hash URL). */
const routeOf = (url: string): string => (url.includes('#') ? url.slice(url.indexOf('#') + 1) : url);
const pathOf = (url: string): string => routeOf(url).split('?', 1)[0]!;

export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return undefined;
    const history = window.history;
    const original = history.pushState;
    let asking = false;
    const guarded: History['pushState'] = function (this: History, data, unused, url) {
      const target = url == null ? null : String(url);
      if (target === null || !target.includes('#') || pathOf(target) === pathOf(window.location.hash)) {
        original.call(history, data, unused, url);
        return;
      }
      if (asking) return;
      asking = true;
      confirm({
        title: t('companyInfo:unsaved.title'),
        content: t('companyInfo:unsaved.content'),
        okText: t('companyInfo:unsaved.leave'),
        cancelText: t('companyInfo:unsaved.stay'),
        danger: true,
      }).then(
        () => {
          history.pushState = original;
          void navigate(routeOf(target));
        },
        () => {
          asking = false;
        },
      );
    };
    history.pushState = guarded;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => {
      if (history.pushState === guarded) history.pushState = original;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty]);
}
