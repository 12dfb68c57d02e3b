// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { ResourceLanguage } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  buildResources,
  currentLanguage,
  i18n,
  i18nOptions,
  onLanguageLoad,
  setLanguage,
  storedLanguage,
} from './i18n';

type Flat = Map<string, string>;

// every bundle on disk, whether the app bundles it or loads it on demand
const LOCALE_RESOURCES = buildResources(import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', { eager: true }));

// Flattens nested texts into dotted keys so bundles compare key by key.
function flatten(node: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof node === 'string') {
    out.set(prefix, node);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, `<non-string ${String(node)}>`);
  }
  return out;
}

function bundle(lang: string, ns: string): Flat {
  const langRes: ResourceLanguage | undefined = LOCALE_RESOURCES[lang];
  return flatten(langRes?.[ns]);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

afterEach(async () => {
  await setLanguage(null);
});

describe('locale bundles', () => {
  it('finds the shell namespace and only supported languages', () => {
    expect(NAMESPACES).toContain('shell');
    expect(Object.keys(LOCALE_RESOURCES).sort()).toEqual(SUPPORTED_LANGUAGES.map((l) => l.code).sort());
  });

  it('every language has the same namespaces as zh-CN', () => {
    for (const { code } of SUPPORTED_LANGUAGES) {
      expect(Object.keys(LOCALE_RESOURCES[code] ?? {}).sort(), code).toEqual([...NAMESPACES]);
    }
  });

  for (const ns of NAMESPACES) {
    describe(`namespace ${ns}`, () => {
      const source = bundle(DEFAULT_LANGUAGE, ns);

      it('zh-CN has texts and none is empty', () => {
        expect(source.size).toBeGreaterThan(0);
        for (const [key, text] of source) expect(text.trim(), key).not.toBe('');
      });

      for (const { code } of SUPPORTED_LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE)) {
        it(`${code} has exactly the zh-CN keys, no empty text, same placeholders`, () => {
          const target = bundle(code, ns);
          expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
          for (const [key, text] of target) {
            expect(text.trim(), `${code} ${ns}:${key}`).not.toBe('');
            expect(placeholders(text), `${code} ${ns}:${key}`).toEqual(placeholders(source.get(key) ?? ''));
          }
        });
      }
    });
  }

  it('buildResources groups modules by language and namespace from their path', () => {
    const res = buildResources({
      '../locales/en/a.json': { default: { x: 'A' } },
      '../locales/en/b.json': { default: { y: 'B' } },
      '../locales/ja/a.json': { default: { x: 'あ' } },
      './not-a-locale.json': { default: { z: 'ignored' } },
    });
    expect(res).toEqual({ en: { a: { x: 'A' }, b: { y: 'B' } }, ja: { a: { x: 'あ' } } });
  });
});

describe('spec texts in zh-CN', () => {
  it.each([
    ['shell:validation.passwordRule', '密码由6-16位字母与数字组合'],
    ['shell:validation.confirmMismatch', '两次输入密码不一致'],
    ['shell:validation.codeEmpty', '验证码不能为空'],
    ['shell:validation.menuWithoutPath', '该菜单没有配置地址！'],
    ['shell:retrieve.success', '密码修改成功!'],
    ['shell:retrieve.successTitle', '恭喜您！账号密码修改成功'],
    ['shell:retrieve.successHint', '修改密码后需要使用新密码重新登录'],
    ['shell:position.alreadyCurrent', '当前已是该岗位'],
    ['shell:subApp.refused', '您的账户未在子系统配置或未经原厂审核通过，请联系您的原厂管理员！'],
    ['shell:qualification.forced', '检测出您有更新的资质证照还未发起首营，请确认发起首营且完毕后再进行当前操作~'],
    ['shell:qualification.noPermission', '注：无首营权限，请联系本公司管理员进行确认~'],
    ['shell:common.empty', '暂无数据'],
    ['shell:common.noResult', '未查询到结果'],
    ['shell:common.loading', '正在努力加载中，请稍后...'],
    ['shell:app.platformName', '医械供应链协同平台'],
    ['shell:language.placeholder', '切换语言'],
  ])('%s is %s', (key, text) => {
    expect(i18n.t(key)).toBe(text);
  });

  it('interpolates the countdown and the footer', () => {
    expect(i18n.t('shell:smsCode.countdown', { s: 27 })).toBe('27秒后重新获取');
    expect(i18n.t('shell:app.footer', { year: 2025, company: '某公司' })).toBe('Copyright © 2025 某公司 版权所有');
  });
});

describe('language choice', () => {
  it('starts in zh-CN when nothing is stored', () => {
    expect(storedLanguage()).toBeNull();
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.isInitialized).toBe(true);
  });

  it('setLanguage switches the texts, stores the choice and sets <html lang>', async () => {
    await expect(setLanguage('en')).resolves.toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('shell:userMenu.logout')).toBe('Sign out');
    expect(document.documentElement.lang).toBe('en');

    await setLanguage('ko');
    expect(i18n.t('shell:userMenu.logout')).toBe('로그아웃');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });

  it('setLanguage(null) forgets the choice and returns to zh-CN', async () => {
    await setLanguage('ja');
    await expect(setLanguage(null)).resolves.toBe('zh-CN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(i18n.t('shell:userMenu.logout')).toBe('退出登录');
  });

  it('a fresh init (a reload) restores the stored choice', async () => {
    await setLanguage('ja');
    const reloaded = i18next.createInstance();
    void reloaded.init(i18nOptions());
    // synchronous init: the texts are there without awaiting
    expect(reloaded.language).toBe('ja');
    expect(reloaded.t('shell:tabs.closeAll')).toBe('すべて閉じる');

    await setLanguage(null);
    const clean = i18next.createInstance();
    void clean.init(i18nOptions());
    expect(clean.language).toBe('zh-CN');
  });

  it('loads another language on demand: texts and registered assets before the switch', async () => {
    const loaded: string[] = [];
    onLanguageLoad(async (code) => {
      loaded.push(code);
    });
    await setLanguage('ko');
    expect(loaded).toEqual(['ko']);
    expect(i18n.hasResourceBundle('ko', 'shell')).toBe(true);
    expect(i18n.t('shell:userMenu.logout')).toBe('로그아웃');
  });

  it('ignores an unsupported stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage()).toBeNull();
    expect(i18nOptions().lng).toBe('zh-CN');
  });
});
