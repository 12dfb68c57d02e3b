// App-wide providers: antd in the interface language with the app's theme (theme.ts), and its font stack on
// the whole document. TanStack Query and dayjs come with the logged-in layouts (app-layer.tsx), so the public
// pages load neither.
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme, type ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, onLanguageLoad, type LanguageCode } from '../lib/i18n';
import { APP_THEME } from './theme';

type Locale = NonNullable<ConfigProviderProps['locale']>;

// zh-CN is bundled, and so is en_US: antd's own default, which its components import anyway. Japanese
// and Korean load with their texts (lib/i18n loadLanguage).
const ANTD_LOCALES: Partial<Record<LanguageCode, Locale>> = { 'zh-CN': zhCN, en: enUS };
const LOCALE_CHUNKS: Partial<Record<LanguageCode, () => Promise<Locale>>> = {
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
  ko: () => import('antd/es/locale/ko_KR').then((m) => m.default),
};
onLanguageLoad(async (code) => {
  const load = LOCALE_CHUNKS[code];
  if (ANTD_LOCALES[code] || !load) return;
  ANTD_LOCALES[code] = await load();
});

function languageOf(lang: string | undefined): LanguageCode {
  return isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function antdLocaleFor(lang: string | undefined): Locale {
  return ANTD_LOCALES[languageOf(lang)] ?? zhCN;
}

// antd styles only its own components: plain elements (the login page's title and platform name, the
// error page) would take the browser's serif default, Times New Roman for Latin text
function DocumentFont() {
  const { token } = theme.useToken();
  useEffect(() => {
    document.body.style.fontFamily = token.fontFamily;
  }, [token.fontFamily]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = antdLocaleFor(instance.resolvedLanguage ?? instance.language);
  return (
    <ConfigProvider locale={locale} theme={APP_THEME}>
      <DocumentFont />
      {children}
    </ConfigProvider>
  );
}
