// App-wide providers: antd in the interface language, one TanStack Query client, dayjs locale.
import type { ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, i18n, isSupportedLanguage, type LanguageCode } from '../lib/i18n';

type Locale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Record<LanguageCode, Locale> = { 'zh-CN': zhCN, en: enUS, ja: jaJP, ko: koKR };
const DAYJS_LOCALES: Record<LanguageCode, string> = { 'zh-CN': 'zh-cn', en: 'en', ja: 'ja', ko: 'ko' };

function languageOf(lang: string | undefined): LanguageCode {
  return isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function antdLocaleFor(lang: string | undefined): Locale {
  return ANTD_LOCALES[languageOf(lang)];
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
