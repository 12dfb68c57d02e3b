// One clock for server and web (zod-free): every instant is stored as timestamptz and shown in the
// tenant's time zone (config entry portal.timeZone, default Asia/Shanghai). Texts are wall-clock times
// of that zone, 'YYYY-MM-DD HH:mm:ss'. A range filter reads its ends in the zone too, and its end is
// exclusive: the start of the unit after the text ('2026-02-01' ends at 2026-02-02 00:00, so every
// instant of 2026-02-01 up to .999999 is in; '2026-02-01 10:00:00' ends at 10:00:01).
// Built on Intl only, so daylight-saving zones work as well as fixed ones.

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
/** The config entry (business code '', company 0: the tenant default) naming the tenant's IANA zone. */
export const TIME_ZONE_CONFIG_KEY = 'portal.timeZone';

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
};

/** Whether the text names a time zone this runtime knows (e.g. 'Asia/Shanghai', 'UTC'). */
export const isTimeZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
};

/** The zone of a config value: the value when it names a known zone, else the default. */
export const resolveTimeZone = (value: string | null | undefined): string => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE);

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const fieldsAt = (ms: number, zone: string): Fields => {
  const out: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as Fields;
};

/** How far the zone's wall clock is ahead of UTC at the instant, in ms (Asia/Shanghai: 8 h). */
export const zoneOffsetMs = (ms: number, zone: string): number => {
  const f = fieldsAt(ms, zone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** 'YYYY-MM-DD HH:mm:ss' of the instant on the zone's wall clock. */
export const formatInstant = (value: Date | string | number, zone: string): string => {
  const ms = toDate(value).getTime();
  if (Number.isNaN(ms)) return '';
  const f = fieldsAt(ms, zone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
};

/** 'YYYY-MM-DD' of the instant in the zone (the calendar day it falls on there). */
export const zonedDay = (value: Date | string | number, zone: string): string => formatInstant(value, zone).slice(0, 10);

/** 'YYYYMMDDHHmmss' of the instant in the zone, for file names. */
export const fileStamp = (value: Date | string | number, zone: string): string => formatInstant(value, zone).replace(/[- :]/g, '');

/** The instant at which the zone's wall clock shows the given fields . */
export const zonedInstant = (f: Fields & { ms?: number }, zone: string): Date => {
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second, f.ms ?? 0);
  // two passes: the offset at the guess, then at the corrected instant (DST transitions)
  const guess = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(guess, zone));
};

const TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

type Parsed = { fields: Fields & { ms: number }; unit: 'day' | 'minute' | 'second' | 'ms' };

const parse = (text: string): Parsed | null => {
  const m = TEXT.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || probe.getUTCDate() !== day) return null;
  const unit = m[7] ? 'ms' : m[6] ? 'second' : m[4] ? 'minute' : 'day';
  return { fields: { year, month, day, hour, minute, second, ms }, unit };
};

/** The instant a wall-clock text of the zone names ('YYYY-MM-DD' is the day's first instant); null when invalid. */
export const parseZoned = (text: string, zone: string): Date | null => {
  const p = parse(text);
  return p ? zonedInstant(p.fields, zone) : null;
};

/** The first instant of a calendar day 'YYYY-MM-DD' in the zone. */
export const dayStart = (day: string, zone: string): Date => {
  const d = parseZoned(day.slice(0, 10), zone);
  if (!d) throw new RangeError(`not a calendar day: ${day}`);
  return d;
};

/** The first instant of the day after 'YYYY-MM-DD' in the zone (not always 24 h later under DST). */
export const nextDayStart = (day: string, zone: string): Date => {
  const p = parse(day.slice(0, 10));
  if (!p) throw new RangeError(`not a calendar day: ${day}`);
  const next = new Date(Date.UTC(p.fields.year, p.fields.month - 1, p.fields.day + 1));
  return zonedInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 },
    zone,
  );
};

/** The calendar day n days after 'YYYY-MM-DD' (n may be negative); pure calendar arithmetic, no zone. */
export const addDays = (day: string, n: number): string => {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** The inclusive start of a range whose 'from' is the text (a day or a time in the zone); null when invalid. */
export const rangeStart = (text: string, zone: string): Date | null => parseZoned(text, zone);

/**
 * The exclusive end of a range whose 'to' is the text: the start of the unit after it (the next day for
 * 'YYYY-MM-DD', the next second for 'YYYY-MM-DD HH:mm:ss', the next minute for 'YYYY-MM-DD HH:mm').
 * Compare with `<`. Null when invalid.
 */
export const rangeEndExclusive = (text: string, zone: string): Date | null => {
  const p = parse(text);
  if (!p) return null;
  if (p.unit === 'day') return nextDayStart(text, zone);
  const start = zonedInstant(p.fields, zone).getTime();
  const step = p.unit === 'minute' ? 60_000 : p.unit === 'second' ? 1000 : 1;
  return new Date(start + step);
};
