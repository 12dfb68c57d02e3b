// The UDI parser without a database: a table of real-format GS1 and MA samples, valid and corrupted, and
// a property test that builds element strings from random valid parts in both GS1 forms and parses them back.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { gs1Year, parseUdi, UdiParseError, type ParsedUdi } from './udi-parser.js';

const TODAY = '2026-11-26';
const GS = '\u001d';
const GTIN = '06901234567892';
const none = { lot: null, expiry: null, productionDate: null, serial: null };

type Valid = [label: string, code: string, expected: Partial<ParsedUdi>, today?: string];
const VALID: Valid[] = [
  [
    'human-readable, every AI',
    '(01)06901234567892(11)240101(17)281231(10)LOT123(21)SN9',
    { scheme: 'GS1', di: GTIN, productionDate: '2024-01-01', expiry: '2028-12-31', lot: 'LOT123', serial: 'SN9' },
  ],
  [
    'human-readable, the issue sample',
    '(01)06901234567892(17)281231(10)LOT123(21)SN9',
    { di: GTIN, expiry: '2028-12-31', lot: 'LOT123', serial: 'SN9', productionDate: null },
  ],
  ['human-readable with spaces between elements', ' (01) 06901234567892 (10) A-1/2 ', { di: GTIN, lot: 'A-1/2' }],
  ['GTIN alone (DI only)', '(01)06901234567892', { di: GTIN, ...none }],
  [
    'raw, no separator needed after fixed fields',
    '01069012345678921124010117281231' + '10LOT123',
    { productionDate: '2024-01-01', expiry: '2028-12-31', lot: 'LOT123' },
  ],
  [
    'raw GS1 DataMatrix ]d2 with GS between variable fields',
    `]d2010690123456789217281231` + `10LOT123${GS}21SN9`,
    { di: GTIN, expiry: '2028-12-31', lot: 'LOT123', serial: 'SN9' },
  ],
  [
    'raw GS1-128 ]C1: variable field then fixed ones after GS',
    `]C1010690123456789210B2025${GS}17290630${GS}11250105`,
    { lot: 'B2025', expiry: '2029-06-30', productionDate: '2025-01-05' },
  ],
  ['raw GS1 QR ]Q3, serial first', `]Q321000123${GS}0106901234567892`, { serial: '000123', di: GTIN }],
  ['raw with a leading FNC1 (GS) and a GS after a fixed field', `${GS}0106901234567892${GS}10L1`, { di: GTIN, lot: 'L1' }],
  ["raw with the text '<GS>' for FNC1", '010690123456789210LOT7<GS>17270315', { lot: 'LOT7', expiry: '2027-03-15' }],
  ["raw with the escape text '\\x1d' for FNC1", '010690123456789221SN-1\\x1d10LOT8', { serial: 'SN-1', lot: 'LOT8' }],
  ["raw with '^' for FNC1", '010690123456789210ABC^21XYZ', { lot: 'ABC', serial: 'XYZ' }],
  ['day 00 of an expiry is the month end (December)', '(01)06901234567892(17)281200', { expiry: '2028-12-31' }],
  ['day 00 in February of a leap year', '(01)06901234567892(17)280200', { expiry: '2028-02-29' }],
  ['day 00 in February of a common year', '(01)06901234567892(17)270200', { expiry: '2027-02-28' }],
  ['day 00 in February 2000 (divisible by 400: leap)', '(01)06901234567892(17)000200', { expiry: '2000-02-29' }],
  ['day 00 in April (30 days)', '(01)06901234567892(17)290400', { expiry: '2029-04-30' }],
  ['day 00 of a production date is the month start', '(01)06901234567892(11)250300', { productionDate: '2025-03-01' }],
  ['29 February of a leap year', '(01)06901234567892(17)280229', { expiry: '2028-02-29' }],
  ['century rule: +50 years stays in this century', '(01)06901234567892(17)760101', { expiry: '2076-01-01' }],
  ['century rule: +51 years is the previous century', '(01)06901234567892(11)770101', { productionDate: '1977-01-01' }],
  [
    'century rule near a century end: -50 years is the next century',
    '(01)06901234567892(17)490101',
    { expiry: '2149-01-01' },
    '2099-06-01',
  ],
  ['century rule near a century end: -49 years stays', '(01)06901234567892(11)500101', { productionDate: '2050-01-01' }, '2099-06-01'],
  ['lot of 20 characters of set 82', '(01)06901234567892(10)!"%&\'*+,-./:;<=>?_z', { lot: '!"%&\'*+,-./:;<=>?_z' }],
  [
    'MA code, the issue sample (S is the serial, not a date)',
    'MA.156.M0.100001.1234567.S20230101.L2301.E20280101',
    { scheme: 'MA', di: 'MA.156.M0.100001.1234567', serial: '20230101', lot: '2301', expiry: '2028-01-01', productionDate: null },
  ],
  ['MA code, DI only', 'MA.156.M0.100001.10000018', { scheme: 'MA', di: 'MA.156.M0.100001.10000018', ...none }],
  [
    'MA code with 6-digit production date and 有效期 V as the expiry',
    'MA.156.M0.100001.10000018.M250105.V270104.DS1',
    { productionDate: '2025-01-05', expiry: '2027-01-04' },
  ],
];

type Corrupt = [label: string, code: string, key: string, message: string];
const CORRUPT: Corrupt[] = [
  ['empty', '', 'UDI_EMPTY', '请输入或扫描UDI码（code）'],
  ['blank', '   ', 'UDI_EMPTY', '请输入或扫描UDI码（code）'],
  ['check digit wrong by one (human-readable)', '(01)06901234567893(10)A', 'UDI_CHECK_DIGIT', 'GTIN 06901234567893 校验位错误，应为2'],
  ['check digit wrong by one (raw)', ']d20106901234567891', 'UDI_CHECK_DIGIT', 'GTIN 06901234567891 校验位错误，应为2'],
  ['unknown AI (human-readable)', '(01)06901234567892(99)ABC', 'UDI_UNKNOWN_AI', '不支持的应用标识符（AI）“99”'],
  ['unknown 3-digit AI (human-readable)', '(01)06901234567892(240)ABC', 'UDI_UNKNOWN_AI', '不支持的应用标识符（AI）“240”'],
  ['unknown 3-digit AI (raw, named in full)', `0106901234567892240ABC`, 'UDI_UNKNOWN_AI', '不支持的应用标识符（AI）“240”'],
  ['unknown 4-digit AI (raw)', `01069012345678923103000150`, 'UDI_UNKNOWN_AI', '不支持的应用标识符（AI）“3103”'],
  ['expiry month 13', '(01)06901234567892(17)281332', 'UDI_BAD_DATE', '失效日期（17）“281332”不是有效日期'],
  ['expiry 30 February', '(01)06901234567892(17)280230', 'UDI_BAD_DATE', '失效日期（17）“280230”不是有效日期'],
  ['29 February of a common year', '(01)06901234567892(17)270229', 'UDI_BAD_DATE', '失效日期（17）“270229”不是有效日期'],
  ['production date month 00', '(01)06901234567892(11)250001', 'UDI_BAD_DATE', '生产日期（11）“250001”不是有效日期'],
  ['truncated GTIN (human-readable)', '(01)0690123456789', 'UDI_FIELD_LENGTH', '产品标识GTIN（01）应为14位数字，实际为“0690123456789”'],
  ['truncated GTIN (raw)', '01069012345678', 'UDI_FIELD_LENGTH', '产品标识GTIN（01）应为14位数字，实际为“069012345678”'],
  ['too long GTIN (human-readable)', '(01)069012345678920', 'UDI_FIELD_LENGTH', '产品标识GTIN（01）应为14位数字'],
  ['truncated expiry (raw, at the end)', '01069012345678921728123', 'UDI_FIELD_LENGTH', '失效日期（17）应为6位数字，实际为“28123”'],
  ['letters in the GTIN', '(01)0690123456789X', 'UDI_BAD_CHARACTER', '产品标识GTIN（01）应为14位数字'],
  ['lot of 21 characters', '(01)06901234567892(10)ABCDEFGHIJKLMNOPQRSTU', 'UDI_FIELD_LENGTH', '批号（10）最长20个字符，实际为21个'],
  [
    'serial too long because the GS is missing',
    '010690123456789221SN00000000000000000117281231',
    'UDI_FIELD_LENGTH',
    '序列号（21）最长20个字符',
  ],
  ['empty lot', '(01)06901234567892(10)(21)S1', 'UDI_FIELD_LENGTH', '批号（10）不能为空'],
  ['a space inside a lot (outside set 82)', '(01)06901234567892(10)LOT 1', 'UDI_BAD_CHARACTER', '批号（10）“LOT 1”含有GS1不允许的字符“ ”'],
  ['a Chinese character in a serial', '(01)06901234567892(21)批1', 'UDI_BAD_CHARACTER', '序列号（21）“批1”含有GS1不允许的字符“批”'],
  ['the same AI twice', '(01)06901234567892(10)A(10)B', 'UDI_DUPLICATE_AI', '批号（10）在UDI码中出现了多次'],
  ['no GTIN', '(10)LOT1(17)281231', 'UDI_NO_DI', 'UDI码缺少产品标识GTIN（01）'],
  ['a non-GS1 symbology identifier', ']C0ABC123', 'UDI_FORMAT', '符号标识符“]C0”不是GS1条码'],
  ['not a UDI at all', 'hello world', 'UDI_FORMAT', 'UDI码格式无法识别'],
  ['MA code without the product code', 'MA.156.M0.100001', 'UDI_FIELD_LENGTH', 'MA码不完整'],
  ['MA code of another industry', 'MA.156.N1.100001.1234567', 'UDI_FORMAT', 'MA码的行业代码应为“M0”（医疗器械），实际为“N1”'],
  ['MA code with a 5-digit registrant', 'MA.156.M0.10001.1234567', 'UDI_FORMAT', 'MA码的注册人代码应为6位数字，实际为“10001”'],
  ['MA code with an unknown data unit', 'MA.156.M0.100001.1234567.X12', 'UDI_UNKNOWN_AI', '不支持的MA码数据标识“X”'],
  ['MA code with a bad expiry', 'MA.156.M0.100001.1234567.E20281301', 'UDI_BAD_DATE', 'MA码的失效期（E）“20281301”不是有效日期'],
  ['MA code with an empty lot', 'MA.156.M0.100001.1234567.L', 'UDI_FIELD_LENGTH', 'MA码的批号（L）不能为空'],
];

const errorOf = (code: string, today = TODAY): UdiParseError => {
  try {
    parseUdi(code, today);
  } catch (e) {
    if (e instanceof UdiParseError) return e;
    throw e;
  }
  throw new Error(`parsed without error: ${code}`);
};

describe('parseUdi: real-format samples', () => {
  it.each(VALID)('%s', (_label, code, expected, today = TODAY) => {
    expect(parseUdi(code, today)).toMatchObject(expected);
  });

  it.each(CORRUPT)('refuses %s', (_label, code, key, message) => {
    const e = errorOf(code);
    expect(e.key).toBe(key);
    expect(e.message).toContain(message);
  });

  it('answers every field of the issue sample, and the same for its raw form', () => {
    const hri = parseUdi('(01)06901234567892(17)281231(10)LOT123(21)SN9', TODAY);
    expect(hri).toEqual({ scheme: 'GS1', di: GTIN, expiry: '2028-12-31', productionDate: null, lot: 'LOT123', serial: 'SN9' });
    expect(parseUdi(`]d2010690123456789217281231` + `10LOT123${GS}21SN9`, TODAY)).toEqual(hri);
  });
});

describe('gs1Year (GS1 General Specifications 7.12)', () => {
  it.each([
    [26, 2026, 2026],
    [76, 2026, 2076],
    [77, 2026, 1977],
    [0, 2026, 2000],
    [99, 2026, 1999],
    [49, 2099, 2149],
    [50, 2099, 2050],
    [50, 2000, 2050],
    [51, 2000, 1951],
  ])('YY %i in %i is %i', (yy, current, year) => {
    expect(gs1Year(yy, current)).toBe(year);
  });
});

// ---------------------------------------------------------------- property: build, then parse back

const CSET82_CHARS = [...'!"%&\'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'];
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const p2 = (n: number) => String(n).padStart(2, '0');
const CURRENT_YEAR = 2026;

const gtin = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 })
  .map((digits) => digits.join(''))
  .map((body) => `${body}${gs1CheckDigit(body)}`);

/** A date the century rule maps back (-49..+50 years); dayZero: GS1 day 00 with the day it stands for. */
const gs1Date = (dayZero: 'last' | 'first') =>
  fc
    .record({
      year: fc.integer({ min: CURRENT_YEAR - 49, max: CURRENT_YEAR + 50 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 0, max: 31 }),
    })
    .map(({ year, month, day }) => {
      const d = Math.min(day, daysIn(year, month));
      const meant = d === 0 ? (dayZero === 'last' ? daysIn(year, month) : 1) : d;
      return { yymmdd: `${p2(year % 100)}${p2(month)}${p2(d)}`, iso: `${year}-${p2(month)}-${p2(meant)}` };
    });

/** Lot and serial from character set 82; no '<GS>' text (read as a separator) and no '(NN)' (an AI in the human-readable form). */
const variable = fc
  .array(fc.constantFrom(...CSET82_CHARS), { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join(''))
  .filter((v) => !v.includes('<GS>') && !/\(\d{2,4}\)/.test(v));

type Part = { ai: string; value: string };

const sample = fc.record({
  gtin,
  production: fc.option(gs1Date('first'), { nil: undefined }),
  expiry: fc.option(gs1Date('last'), { nil: undefined }),
  lot: fc.option(variable, { nil: undefined }),
  serial: fc.option(variable, { nil: undefined }),
  order: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
  separator: fc.constantFrom(GS, '<GS>', '\\x1d', '^'),
  symbology: fc.constantFrom('', ']C1', ']d2', ']Q3', ']e0', ']J1'),
  gsAfterFixed: fc.boolean(),
});
type Sample = typeof sample extends fc.Arbitrary<infer S> ? S : never;

const partsOf = (s: Sample): Part[] => {
  const parts: Part[] = [{ ai: '01', value: s.gtin }];
  if (s.production) parts.push({ ai: '11', value: s.production.yymmdd });
  if (s.expiry) parts.push({ ai: '17', value: s.expiry.yymmdd });
  if (s.lot) parts.push({ ai: '10', value: s.lot });
  if (s.serial) parts.push({ ai: '21', value: s.serial });
  // a random order of the AIs (the random keys sort them)
  return parts
    .map((p, i) => ({ p, k: s.order[i]! }))
    .sort((a, b) => a.k - b.k)
    .map(({ p }) => p);
};
const isVariable = (ai: string) => ai === '10' || ai === '21';
const humanReadable = (parts: Part[]) => parts.map((p) => `(${p.ai})${p.value}`).join('');
/** GS after every variable field that is not last (and, when asked, after fixed ones too: tolerated). */
const raw = (parts: Part[], s: Sample) =>
  s.symbology +
  parts
    .map((p, i) => {
      const last = i === parts.length - 1;
      return `${p.ai}${p.value}${!last && (isVariable(p.ai) || s.gsAfterFixed) ? s.separator : ''}`;
    })
    .join('');
const expected = (s: Sample): ParsedUdi => ({
  scheme: 'GS1',
  di: s.gtin,
  lot: s.lot ?? null,
  serial: s.serial ?? null,
  expiry: s.expiry?.iso ?? null,
  productionDate: s.production?.iso ?? null,
});

describe('parseUdi: property (fast-check)', () => {
  it('parses random valid element strings back in the human-readable form', () => {
    fc.assert(
      fc.property(sample, (s) => {
        expect(parseUdi(humanReadable(partsOf(s)), TODAY)).toEqual(expected(s));
      }),
      { numRuns: 500 },
    );
  });

  it('parses random valid element strings back in the raw form (GS-separated, symbology identifier)', () => {
    fc.assert(
      fc.property(sample, (s) => {
        expect(parseUdi(raw(partsOf(s), s), TODAY)).toEqual(expected(s));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every GTIN whose check digit is off', () => {
    fc.assert(
      fc.property(gtin, fc.integer({ min: 1, max: 9 }), (good, shift) => {
        const wrong = `${good.slice(0, 13)}${(Number(good[13]) + shift) % 10}`;
        const e = errorOf(`(01)${wrong}`);
        expect(e.message).toBe(`GTIN ${wrong} 校验位错误，应为${good[13]}`);
      }),
      { numRuns: 200 },
    );
  });
});
