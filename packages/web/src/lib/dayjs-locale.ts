// dayjs' global locale follows the interface language. Loaded with the layouts that show dates (the app
// layer), not on the login route: dayjs and its locales stay off the public pages' JavaScript.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DEFAULT_LANGUAGE, i18n, isSupportedLanguage, onLanguageLoad, type LanguageCode } from './i18n';

const DAYJS_LOCALES: Record<LanguageCode, string> = { 'zh-CN': 'zh-cn', en: 'en', ja: 'ja', ko: 'ko' };
const LOADERS: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
};
const loaded = new Map<LanguageCode, Promise<void>>();
const ready = new Set<LanguageCode>(['zh-CN', 'en']);

const languageOf = (lang: string | undefined): LanguageCode => (isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE);
const currentLanguage = () => languageOf(i18n.resolvedLanguage ?? i18n.language);

/** Loads a language's dayjs locale once (zh-CN and en are built in). */
export function loadDayjsLocale(code: LanguageCode): Promise<void> {
  let promise = loaded.get(code);
  if (!promise) {
    promise = (LOADERS[code]?.() ?? Promise.resolve()).then(() => {
      ready.add(code);
    });
    loaded.set(code, promise);
  }
  return promise;
}

export function syncDayjsLocale(lang: string | undefined): void {
  const code = languageOf(lang);
  // a loaded locale switches at once, before components re-render with the new language
  if (ready.has(code)) {
    dayjs.locale(DAYJS_LOCALES[code]);
    return;
  }
  void loadDayjsLocale(code).then(() => {
    // a later switch may have won while this locale loaded
    if (currentLanguage() === code) dayjs.locale(DAYJS_LOCALES[code]);
  });
}

// a language switch waits for its dayjs locale too (lib/i18n loadLanguage runs the asset loaders)
onLanguageLoad(loadDayjsLocale);
i18n.on('languageChanged', syncDayjsLocale);
syncDayjsLocale(currentLanguage());

/** Resolves when dayjs speaks the current language (a stored ja or ko loads its locale first). */
export const dayjsLocaleReady = (): Promise<void> =>
  loadDayjsLocale(currentLanguage()).then(() => {
    dayjs.locale(DAYJS_LOCALES[currentLanguage()]);
  });
