// The browser tab of every page: '<page title> - <platform name>' from the route table (or the
// `title` query flag), and the tenant's favicon from the public branding when one is set.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePublicBranding } from '../features/auth/public-branding';
import { usePageHandle } from '../lib/page-match';

/** '<page> - <app>', or the app name alone when the page has no title of its own. */
export function documentTitle(page: string | undefined, appName: string): string {
  return page && page !== appName ? `${page} - ${appName}` : appName;
}

export function DocumentHead() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const handle = usePageHandle();
  const branding = usePublicBranding();
  const appName = branding?.appName || t('shell:app.platformName');
  // until the page's texts have arrived the app name stands alone, never the key
  const page = params.get('title') ?? (handle && i18n.exists(handle.titleKey) ? t(handle.titleKey) : undefined);
  const favicon = branding?.favicon;

  useEffect(() => {
    document.title = documentTitle(page, appName);
  }, [page, appName]);

  useEffect(() => {
    if (!favicon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const previous = link.href;
    link.removeAttribute('type');
    link.href = favicon;
    return () => {
      link.href = previous;
    };
  }, [favicon]);

  return null;
}
