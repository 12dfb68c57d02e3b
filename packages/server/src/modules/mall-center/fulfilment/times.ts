// Times of the fulfilment calls in China Standard Time (no daylight saving), as the whole product shows
// them: 'YYYY-MM-DD HH:mm:ss' out, a day or a moment in for range filters.
const CST_OFFSET_MS = 8 * 3600_000;

export const cstText = (d: Date): string => new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
export const cstTextOrNull = (d: Date | null): string | null => (d ? cstText(d) : null);

/** A lower bound: a bare day starts at 00:00:00 of that day. */
export const cstFrom = (s: string | undefined): Date | undefined =>
  s === undefined ? undefined : new Date(`${s.length === 10 ? `${s}T00:00:00` : s.replace(' ', 'T')}+08:00`);

/** An upper bound (inclusive): a bare day ends at 23:59:59.999 of that day. */
export const cstTo = (s: string | undefined): Date | undefined =>
  s === undefined ? undefined : new Date(`${s.length === 10 ? `${s}T23:59:59.999` : `${s.replace(' ', 'T')}.999`}+08:00`);
