// A stored language other than zh-CN at start-up: i18next begins with it as its language but resolves
// zh-CN (the only language with texts), and antd's locale and dayjs follow the resolved one.
import { expect, it } from 'vitest';
import { currentLanguage, i18n, startLanguage } from './i18n';

it('startLanguage loads the chosen language and makes it the resolved one', async () => {
  // the state a reload with a stored Korean starts in (this file's i18next has loaded no ko texts)
  await i18n.changeLanguage('ko');
  expect(i18n.language).toBe('ko');
  expect(i18n.resolvedLanguage).toBe('zh-CN');
  // the chosen language is named even before its texts are loaded (what the start-up loads)
  expect(currentLanguage()).toBe('ko');

  await startLanguage();
  expect(i18n.resolvedLanguage).toBe('ko');
  expect(i18n.t('shell:userMenu.logout')).toBe('로그아웃');
});
