// The 'login' layout of spec 1: logo and platform name, the page title, the language switch (8 px from
// the top on /login) and the page's card on a quiet background. Logo, name and background come from
// the tenant's branding (login/branding), with the platform defaults while it loads or when unset.
import type { CSSProperties, ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { MedicineBoxFilled } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, languageSelectTop } from '../../kit/language/language-select';
import { usePublicBranding } from './public-branding';

const DEFAULT_BACKGROUND = 'linear-gradient(160deg, #e8f1ff 0%, #f5f7fa 60%)';

/** The page background: the tenant's image (a site path or https address, checked on save) or the default. */
export const loginBackground = (image: string | undefined): CSSProperties =>
  image
    ? { backgroundImage: `url(${JSON.stringify(image)})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: DEFAULT_BACKGROUND };

export type LoginLayoutProps = {
  title: string;
  children: ReactNode;
  /** wider card for multi-step pages */
  width?: number;
};

export function LoginLayout({ title, children, width = 420 }: LoginLayoutProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const branding = usePublicBranding();
  const appName = branding?.appName || t('app.platformName');
  // plain elements with the theme's tokens: Card and Typography would weigh more than the form itself
  const { token } = theme.useToken();
  return (
    <div data-testid="login-page" style={{ position: 'relative', minHeight: '100vh', ...loginBackground(branding?.loginBgImg) }}>
      <LanguageSelect top={languageSelectTop(pathname)} />
      <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: '64px 16px' }}>
        <Flex align="center" gap={12} data-testid="login-brand">
          {branding?.logoLogin ? (
            <img src={branding.logoLogin} alt={appName} style={{ height: 40, maxWidth: 200, objectFit: 'contain' }} />
          ) : (
            <MedicineBoxFilled style={{ fontSize: 36, color: '#1677ff' }} aria-hidden />
          )}
          <strong style={{ fontSize: 22, color: token.colorTextHeading }}>{appName}</strong>
        </Flex>
        <section
          style={{
            width: '100%',
            maxWidth: width,
            boxSizing: 'border-box',
            padding: '28px 32px',
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <h3
            style={{
              textAlign: 'center',
              margin: '0 0 24px',
              fontSize: token.fontSizeHeading3,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {title}
          </h3>
          {children}
        </section>
      </Flex>
    </div>
  );
}
