import i18next from 'i18next';
import type { InitOptions, Resource, ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Interface languages, each labelled in its own script so a user can find theirs whatever is shown now. */
export const SUPPORTED_LANGUAGES = [
  { code: 'zh-CN', nativeName: '简体中文' },
  { code: 'en', nativeName: 'English' },
  { code: 'ja', nativeName: '日本語' },
  { code: 'ko', nativeName: '한국어' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

/** zh-CN is the source language: the default and the fallback for anything missing. */
export const DEFAULT_LANGUAGE: LanguageCode = 'zh-CN';

/** localStorage key holding the user's explicit choice; absent means "use the default". */
export const LANGUAGE_STORAGE_KEY = 'medportal.lang';

export type LocaleModule = { default: ResourceLanguage[string] };

// Every src/locales/<lang>/<namespace>.json joins automatically. zh-CN (default and fallback) comes in
// three parts so a page carries only the texts it can show: the entry bundles what the public pages
// (login layout, auth screens, error pages) use; the logged-in shell's namespaces load with the app
// layer (./shell-texts); every other namespace (features, UI kit) loads with the routes that are not
// the shell's or the auth screens' (./feature-texts, see app/router.tsx). Unit tests add every
// namespace from the start (src/test-setup.ts). The other languages are chunks loaded whole when chosen.
export const ENTRY_NAMESPACES: readonly string[] = ['auth', 'errors', 'shell'];
export const SHELL_NAMESPACES: readonly string[] = ['header', 'home', 'layout', 'menus', 'overlays'];

const sourceModules = import.meta.glob<LocaleModule>('../locales/zh-CN/{auth,errors,shell}.json', { eager: true });
const otherModules = import.meta.glob<LocaleModule>(['../locales/*/*.json', '!../locales/zh-CN/*.json']);

/** Turns `../locales/<lang>/<ns>.json` modules into i18next resources `{ [lang]: { [ns]: texts } }`. */
export function buildResources(modules: Record<string, LocaleModule>): Resource {
  const resources: Resource = {};
  for (const [path, mod] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang = '', ns = ''] = match;
    const bundle = (resources[lang] ??= {});
    bundle[ns] = mod.default;
  }
  return resources;
}

/** The texts loaded so far: zh-CN's entry namespaces from the start, another language once chosen. */
const LOADED_RESOURCES: Resource = buildResources(sourceModules);

/**
 * All namespaces (e.g. 'shell', 'errors'), loaded or not. Read from the on-demand languages' file names,
 * which keeps zh-CN's own files out of extra chunks; the key-set test holds zh-CN to the same list.
 */
export const NAMESPACES: readonly string[] = [
  ...new Set(
    Object.keys(otherModules)
      .map((path) => /\/locales\/[^/]+\/([^/]+)\.json$/.exec(path)?.[1])
      .filter((ns): ns is string => Boolean(ns)),
  ),
].sort();

/** Adds zh-CN namespaces loaded after the start (shell-texts, feature-texts). */
export function addSourceTexts(modules: Record<string, LocaleModule>): void {
  const bundles = buildResources(modules)[DEFAULT_LANGUAGE] ?? {};
  const loaded = (LOADED_RESOURCES[DEFAULT_LANGUAGE] ??= {});
  for (const [ns, texts] of Object.entries(bundles)) {
    loaded[ns] = texts;
    i18next.addResourceBundle(DEFAULT_LANGUAGE, ns, texts, true, true);
  }
}

/** Other assets of a language (antd and dayjs locales) register a loader run before a switch. */
type LanguageAssetLoader = (code: LanguageCode) => Promise<void>;
const assetLoaders = new Set<LanguageAssetLoader>();

export function onLanguageLoad(loader: LanguageAssetLoader): void {
  assetLoaders.add(loader);
}

/** Loads a language's texts (once) and registered assets; after this the switch renders at once. */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  if (!LOADED_RESOURCES[code]) {
    const entries = Object.entries(otherModules).filter(([path]) => path.includes(`/locales/${code}/`));
    const modules = Object.fromEntries(await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const)));
    const bundles = buildResources(modules)[code] ?? {};
    for (const [ns, texts] of Object.entries(bundles)) i18next.addResourceBundle(code, ns, texts, true, true);
    LOADED_RESOURCES[code] = bundles;
  }
  await Promise.all([...assetLoaders].map((loader) => loader(code)));
}

export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && SUPPORTED_LANGUAGES.some((l) => l.code === code);
}

// Storage can throw (privacy modes, non-browser runtimes); the language then simply is not remembered.
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice, or null when none (or an unsupported value) is stored. */
export function storedLanguage(): LanguageCode | null {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function reflectInDocument(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** Init options, read afresh each call so a new instance picks up the stored choice (what a reload does). */
export function i18nOptions(): InitOptions {
  return {
    resources: LOADED_RESOURCES,
    lng: storedLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    load: 'currentOnly',
    ns:
      Object.keys(LOADED_RESOURCES[DEFAULT_LANGUAGE] ?? {}).length > 0 ? Object.keys(LOADED_RESOURCES[DEFAULT_LANGUAGE] ?? {}) : ['shell'],
    defaultNS: 'shell',
    // loaded resources are given, so init completes synchronously and `t` works on the first render
    // (main.tsx loads a stored non-default language before the first render)
    initAsync: false,
    interpolation: { escapeValue: false },
    // texts added after the first render (shell-texts, feature-texts) re-render whoever showed their keys:
    // the browser title and the tabs are drawn above the page and would keep 'title.main' otherwise
    react: { useSuspense: false, bindI18nStore: 'added' },
  };
}

void i18next.use(initReactI18next).init(i18nOptions());
reflectInDocument(i18next.language);
i18next.on('languageChanged', reflectInDocument);

/** The initialised i18next instance (also the global default one, used by react-i18next hooks). */
export const i18n = i18next;

/** Current interface language, always one of SUPPORTED_LANGUAGES. */
export function currentLanguage(): LanguageCode {
  // the chosen language even before its texts are loaded: i18next's resolvedLanguage names zh-CN (the
  // fallback it can answer from) until then, so a stored English would never have been loaded at start
  const lang = i18next.language;
  return isSupportedLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * At start-up, before the first render: loads the chosen language (texts, and the antd and dayjs locales
 * registered so far) and makes it the resolved one. i18next resolved zh-CN while the chosen language had
 * no texts, and antd's locale and dayjs follow the resolved language.
 */
export async function startLanguage(): Promise<void> {
  const lang = currentLanguage();
  await loadLanguage(lang);
  if (i18next.resolvedLanguage !== lang) await i18next.changeLanguage(lang);
}

/** Switches the UI language and remembers it; null forgets the choice and returns to zh-CN. */
export async function setLanguage(code: LanguageCode | null): Promise<LanguageCode> {
  const target = code ?? DEFAULT_LANGUAGE;
  const store = storage();
  try {
    if (code === null) store?.removeItem(LANGUAGE_STORAGE_KEY);
    else store?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // not remembered, but the switch below still applies for this session
  }
  await loadLanguage(target);
  await i18next.changeLanguage(target);
  return currentLanguage();
}
