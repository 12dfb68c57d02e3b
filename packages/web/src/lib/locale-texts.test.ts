// @vitest-environment happy-dom
// How the en, ja and ko texts read, beyond having the zh-CN keys and placeholders (i18n.test.ts): the
// defects a reader meets first in a literal translation. Sentences glued together ('No account yet?Sign up
// now'), Chinese full-width punctuation in English or Korean, Chinese characters left untranslated, the
// literal terms once found here, and the tags of one-text sentences with a link inside (Trans).
import { describe, expect, it } from 'vitest';
import type { ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, buildResources } from './i18n';

const RESOURCES = buildResources(import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', { eager: true }));

type Text = { key: string; text: string };

function flatten(node: unknown, prefix: string, out: Text[]): Text[] {
  if (typeof node === 'string') out.push({ key: prefix, text: node });
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flatten(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, out);
  return out;
}

/** Every text of a language as 'ns:dotted.key' and its value. */
function texts(lang: string): Text[] {
  return NAMESPACES.flatMap((ns) => flatten(RESOURCES[lang]?.[ns], `${ns}:`, []));
}

const byKey = new Map<string, Map<string, string>>();
/** One text of a language by its key (each language's texts indexed once: thousands of look-ups). */
function valueOf(lang: string, key: string): string | undefined {
  let index = byKey.get(lang);
  if (!index) byKey.set(lang, (index = new Map(texts(lang).map((t) => [t.key, t.text]))));
  return index.get(key);
}

/** The tags of a one-text sentence (<signup>…</signup>), in order. */
const tags = (text: string) => [...text.matchAll(/<\/?([a-z][a-z0-9]*)\s*\/?>/g)].map((m) => m[0]);
/** What the reader sees: the text without its tags. */
const shown = (text: string) => text.replace(/<\/?[a-z][a-z0-9]*\s*\/?>/g, '');

// Han characters outside the CJK compatibility blocks; Korean and English UI text uses none
const HAN = /\p{Script=Han}/u;
// Chinese and Japanese punctuation (、。《》「」【】…) and the full-width forms (，：？！（）)
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/u;
// simplified characters no Japanese text uses (a zh-CN text copied into ja shows itself by them)
const SIMPLIFIED_ONLY = new Set(
  '两临为书产仅从仓价传则创删办务动协单发吗员图块处备复头实审宽对导屉岗带应开异录态总执扫择换搜无时显暂术权构标检欢毕测浏滚电疗盖码础确种笔签类红级线组细织经绑结' +
    '络绝统继续维编网职联脑获营补见规览计订认议记设访证识试话询该详语误说请读败账货质购资车转载辑输过运还这进远选递邮释钮银链销锁错键长门闭问间阅陆隐页项预题额驳验',
);
// proper names that keep their Chinese characters in another language: none today; one added here
// names the key and the name
const KEPT_HAN: ReadonlyMap<string, string> = new Map();

// '?', '!' and ':' never touch a letter or a tag; '.' never touches a capital or a tag (' .xlsx', 'e.g.' and
// 'fc.product.audit' are fine)
const GLUED = /[?!:][\p{L}<]|\.[\p{Lu}<]/u;

const OTHER_LANGUAGES = ['en', 'ja', 'ko'] as const;

describe('en, ja and ko texts', () => {
  for (const lang of OTHER_LANGUAGES) {
    it(`${lang}: a one-text sentence carries the same link tags as zh-CN`, () => {
      const differing = texts(DEFAULT_LANGUAGE)
        .filter(({ key, text }) => tags(valueOf(lang, key) ?? '').join() !== tags(text).join())
        .map(({ key, text }) => ({ key, 'zh-CN': tags(text), [lang]: tags(valueOf(lang, key) ?? '') }));
      expect(differing).toEqual([]);
    });

    it(`${lang}: no text ends in the Chinese '~' of a friendly tone`, () => {
      const found = texts(lang).filter(({ text }) => /[~～]$/.test(text));
      expect(found).toEqual([]);
    });
  }

  it('en: a sentence mark is followed by a space before the next word or link', () => {
    expect(texts('en').filter(({ text }) => GLUED.test(text))).toEqual([]);
  });

  it.each(['No account yet?Sign up now', 'No account yet?<signup>Sign up now</signup>', 'Saved.Close it', 'Note:see below'])(
    'the glued-sentence guard catches %s',
    (text) => expect(GLUED.test(text)).toBe(true),
  );

  it.each([
    'No account yet? <signup>Sign up now</signup>',
    'e.g. bank transfer',
    'Only .xlsx files',
    'needs fc.product.audit',
    'Reason: none',
  ])('the glued-sentence guard lets %s pass', (text) => expect(GLUED.test(text)).toBe(false));

  it('en: no space before a comma, colon, question or exclamation mark, and no double spaces', () => {
    const spaced = texts('en').filter(({ text }) => / [,;:?!]| {2}/.test(text));
    expect(spaced).toEqual([]);
  });

  for (const lang of ['en', 'ko'] as const) {
    it(`${lang}: no Chinese full-width punctuation`, () => {
      expect(texts(lang).filter(({ text }) => FULL_WIDTH.test(text))).toEqual([]);
    });

    it(`${lang}: no Chinese characters except the proper names kept on purpose`, () => {
      const han = texts(lang).filter(({ key, text }) => HAN.test(text) && KEPT_HAN.get(`${lang} ${key}`) === undefined);
      expect(han).toEqual([]);
    });
  }

  it('ja: no simplified Chinese left untranslated', () => {
    const chinese = texts('ja').filter(({ text }) => [...text].some((c) => SIMPLIFIED_ONLY.has(c)));
    expect(chinese).toEqual([]);
  });

  it('the guard of simplified characters catches a zh-CN text', () => {
    expect([...(valueOf(DEFAULT_LANGUAGE, 'order:list.columns.carryWayName') ?? '')].some((c) => SIMPLIFIED_ONLY.has(c))).toBe(true);
  });

  it.each([
    // literal translations a reader reported, and ones of the same kind found in the review
    ['en', /Carry way|Fill-up|Pay bill|Worktable|Personal cent|Enterprise cent|First-business|Letter list|original factory/i],
    ['ja', /おめでとう|ワークテーブル|ワークベンチ|補充注文|出荷通知|個人センター|企業センター/],
    ['ko', /축하합니다|워크테이블|워크벤치|결제서|보충 주문|개인 센터/],
  ])('%s: none of the literal terms found in review', (lang, literal) => {
    expect(texts(lang).filter(({ text }) => literal.test(text))).toEqual([]);
  });

  it.each([
    ['order:list.columns.carryWayName', 'Shipping method'],
    ['order:form.carryWay', 'Shipping method'],
    ['menus:node.od_fillup', 'Replenishment orders'],
    ['orderOps:title.fillup', 'Replenishment orders'],
    ['menus:node.od_delivery', 'Delivery notes'],
  ])('en %s reads %s', (key, text) => {
    expect(valueOf('en', key)).toBe(text);
  });

  it.each([
    ['zh-CN', '还没有账号？立即注册'],
    ['en', 'No account yet? Sign up now'],
    ['ja', 'アカウントをお持ちでない方は新規登録'],
    ['ko', '계정이 없으신가요? 회원가입'],
  ])('%s: the login page asks and links in one sentence: %s', (lang, sentence) => {
    expect(shown(valueOf(lang, 'auth:login.noAccount') ?? '')).toBe(sentence);
  });
});
