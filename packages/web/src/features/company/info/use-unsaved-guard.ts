// Asks before leaving a form with unsaved changes: an in-app navigation opens a confirm (stay or leave),
// closing or reloading the tab gets the browser's own prompt.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';

export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({
      title: t('companyInfo:unsaved.title'),
      content: t('companyInfo:unsaved.content'),
      okText: t('companyInfo:unsaved.leave'),
      cancelText: t('companyInfo:unsaved.stay'),
      danger: true,
    }).then(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
    // one dialog per blocked navigation
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}
