import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import '../../lib/i18n';
import { i18n } from '../../lib/i18n';
import { creditCodeCheckChar } from '@medportal/contracts/staff/companies.contract';
import { approveStatusKey, avatarProblem, creditCodeRules, maskPhone } from './account-rules';

const t = i18n.t.bind(i18n);
const VALID = '91320115MA7XK3P2D' + creditCodeCheckChar('91320115MA7XK3P2D');

/** Runs the credit-code rules like the form does; resolves to the first message or null. */
async function check(value: string): Promise<string | null> {
  for (const rule of creditCodeRules(t)) {
    const r = rule as RuleObject;
    if (r.required && !value.trim()) return String(r.message);
    if (r.validator) {
      try {
        await r.validator(r, value, () => undefined);
      } catch (e) {
        return (e as Error).message;
      }
    }
  }
  return null;
}

describe('credit-code rules (GB 32100)', () => {
  it('accepts a code with the right check character, in either case', async () => {
    expect(await check(VALID)).toBeNull();
    expect(await check(VALID.toLowerCase())).toBeNull();
    expect(await check('91110000802100433B')).toBeNull();
  });

  it('names the problem in Chinese: empty, length, wrong check character or symbol', async () => {
    expect(await check('  ')).toBe('请输入统一社会信用代码');
    expect(await check('9132011')).toBe('统一社会信用代码应为18位');
    const wrong = VALID.slice(0, 17) + (VALID[17] === 'A' ? 'B' : 'A');
    expect(await check(wrong)).toBe('统一社会信用代码不正确，请核对后重新输入');
    expect(await check('91320115MA7XK3P2OO')).toBe('统一社会信用代码不正确，请核对后重新输入');
  });
});

describe('display helpers', () => {
  it('masks the middle four digits of a phone', () => {
    expect(maskPhone('13800000003')).toBe('138****0003');
    expect(maskPhone(null)).toBe('');
  });

  it('maps approveStatus to the DOMAIN names', () => {
    expect(['', '0', '1', '2', '3'].map(approveStatusKey)).toEqual(['none', 'none', 'approved', 'rejected', 'pending']);
  });

  it('allows jpg/png avatars up to 4 MB', () => {
    expect(avatarProblem({ name: 'a.png', type: 'image/png', size: 4 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ name: 'a.jpg', type: 'image/jpeg', size: 4 * 1024 * 1024 + 1 })).toBe('size');
    expect(avatarProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('type');
  });
});
