// Money of the order screens: the server sends integer fen; the screens show yuan with a ¥ sign,
// thousands separators and two decimals, computed on integers (no float rounding of fen).

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 123456789 → '¥1,234,567.89'; -5 → '-¥0.05'. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}¥${groupThousands(String(yuan))}.${cents}`;
}

/** A yuan amount as typed ('1,234.5', '0.01') to integer fen; null when it is not one (at most 2 decimals). */
export function yuanToFen(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const clean = String(text).replace(/,/g, '').trim();
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen to the yuan text of an input ('1234.50'), no sign or separators. */
export const fenToYuanText = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
