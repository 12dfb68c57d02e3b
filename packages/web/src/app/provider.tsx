// App-wide providers: antd in the interface language, one TanStack Query client, dayjs locale.
import type { ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, i18n, isSupportedLanguage, onLanguageLoad, type LanguageCode } from '../lib/i18n';

type Locale = NonNullable<ConfigProviderProps['locale']>;

// zh-CN is bundled; another language's antd and dayjs locales load with its texts (lib/i18n loadLanguage)
const ANTD_LOCALES: Partial<Record<LanguageCode, Locale>> = { 'zh-CN': zhCN };
const LOCALE_CHUNKS: Record<Exclude<LanguageCode, 'zh-CN'>, () => Promise<Locale>> = {
  en: () => import('antd/locale/en_US').then((m) => m.default),
  ja: () => Promise.all([import('antd/locale/ja_JP'), import('dayjs/locale/ja')]).then(([m]) => m.default),
  ko: () => Promise.all([import('antd/locale/ko_KR'), import('dayjs/locale/ko')]).then(([m]) => m.default),
};
onLanguageLoad(async (code) => {
  if (code === 'zh-CN' || ANTD_LOCALES[code]) return;
  ANTD_LOCALES[code] = await LOCALE_CHUNKS[code]();
  // a stored language loads after start-up, when dayjs could not switch to it yet
  if ((i18n.resolvedLanguage ?? i18n.language) === code) syncDayjsLocale(code);
});
const DAYJS_LOCALES: Record<LanguageCode, string> = { 'zh-CN': 'zh-cn', en: 'en', ja: 'ja', ko: 'ko' };

function languageOf(lang: string | undefined): LanguageCode {
  return isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function antdLocaleFor(lang: string | undefined): Locale {
  return ANTD_LOCALES[languageOf(lang)] ?? zhCN;
}

export function syncDayjsLocale(lang: string | undefined): void {
  dayjs.locale(DAYJS_LOCALES[languageOf(lang)]);
}

// dayjs' locale is global: switch it when i18next does, before components re-render with the new language.
syncDayjsLocale(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', syncDayjsLocale);

/** Query defaults for the whole app: one retry, no refetch just because the window got focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The app's one query client (features invalidate through it). */
export const queryClient = createQueryClient();

export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const { i18n: instance } = useTranslation();
  const locale = antdLocaleFor(instance.resolvedLanguage ?? instance.language);
  return (
    <ConfigProvider locale={locale}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
