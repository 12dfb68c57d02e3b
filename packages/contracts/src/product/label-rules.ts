// Rules of packaging levels and GS1 labels shared by the server and the web (zod-free): limits, the
// symbologies, the AIs in the order a label carries them, the characters AI (10) lot and AI (21) serial may
// carry, and the YYMMDD dates of AIs (11) and (17).

/** Package levels above the product's own unit (levels 2 to 6). */
export const PACKAGE_LEVELS_MAX = 5;
/** Labels of one printed sheet, all items' copies together. */
export const LABEL_SHEET_MAX = 500;
export const LABEL_SYMBOLOGIES = ['gs1-128', 'gs1datamatrix'] as const;
export const LABEL_FORMATS = ['png', 'svg'] as const;
/** The barcode schemes of products (products.contract BARCODE_SCHEMES) for zod-free callers. */
export const BARCODE_SCHEME_CODES = ['GS1', 'MA'] as const;
/** The label AIs (products.contract LABEL_AIS) in the order a label carries them: fixed-length first. */
export const LABEL_AI_ORDER = ['01', '11', '17', '10', '21'] as const;

/** Longest lot (AI 10) and serial (AI 21): 20 characters. */
export const LABEL_TEXT_MAX = 20;

/**
 * GS1 AI encodable character set 82 without '(' and ')': the bracketed element string a label is built
 * from ('(01)…(10)…') cannot carry a parenthesis inside a value.
 */
/** The symbols a lot or serial may carry besides letters and digits, as shown to users. */
export const LABEL_TEXT_SYMBOLS = `!"%&'*+,-./:;<=>?_`;

export const LABEL_TEXT_PATTERN = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]+$/;

export const isLabelText = (value: string): boolean => value.length <= LABEL_TEXT_MAX && LABEL_TEXT_PATTERN.test(value);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A label date as GS1 YYMMDD: from 'YYMMDD' (day 00 means the month's end, as GS1 allows) or from
 * 'YYYY-MM-DD' (a real date of 2000–2099). null when it is neither.
 */
export function labelDate(value: string): string | null {
  const short = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (short) {
    const [year, month, day] = [2000 + Number(short[1]), Number(short[2]), Number(short[3])];
    return month >= 1 && month <= 12 && day <= daysIn(year, month) ? value : null;
  }
  const long = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!long) return null;
  const [year, month, day] = [Number(long[1]), Number(long[2]), Number(long[3])];
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${long[1]!.slice(2)}${long[2]}${long[3]}`;
}
