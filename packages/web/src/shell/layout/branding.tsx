// Public branding in the shell: the header logo and the copyright footer (spec 1 section 1).
import { Layout, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import { fetchBranding } from '../shell-api';

const LOGO_HEIGHT = 32;

/** The tenant's branding; undefined while loading or when it cannot be read (defaults apply). */
export function useBranding(): BrandingView | undefined {
  return useQuery({ queryKey: ['shell', 'branding'], queryFn: fetchBranding, staleTime: Infinity, retry: false }).data;
}

/** The logo with the name in it, else the small logo beside the name, else the name alone. */
export function BrandLogo() {
  const { t } = useTranslation();
  const branding = useBranding();
  const name = branding?.appName || t('layout:brand.defaultName');
  return (
    <div data-testid="shell-logo" style={{ flex: 'none', display: 'flex', alignItems: 'center', gap: 8, marginRight: 24 }}>
      {branding?.logoSidebarWithWord ? (
        <img src={branding.logoSidebarWithWord} alt={name} style={{ height: LOGO_HEIGHT }} />
      ) : (
        <>
          {branding?.logoSidebar && <img src={branding.logoSidebar} alt="" style={{ height: LOGO_HEIGHT }} />}
          <strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>{name}</strong>
        </>
      )}
    </div>
  );
}

/** 'Copyright © <year> <copyright> 版权所有' */
export function BrandFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const branding = useBranding();
  const company = branding?.copyright || t('layout:brand.defaultName');
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: token.colorTextSecondary }}>
      {t('shell:app.footer', { year: new Date().getFullYear(), company })}
    </Layout.Footer>
  );
}
