import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  dayStart,
  fileStamp,
  formatInstant,
  isTimeZone,
  nextDayStart,
  parseZoned,
  rangeEndExclusive,
  rangeStart,
  resolveTimeZone,
  zonedDay,
  zoneOffsetMs,
  addDays,
} from './time.js';

const SH = 'Asia/Shanghai';
const iso = (d: Date | null) => d?.toISOString();

describe('one clock: formatting', () => {
  it('shows an instant on the zone wall clock, across the offset and the month boundary', () => {
    expect(formatInstant('2026-01-31T16:00:00Z', SH)).toBe('2026-02-01 00:00:00');
    expect(formatInstant('2026-01-31T15:59:59.999Z', SH)).toBe('2026-01-31 23:59:59');
    expect(formatInstant(new Date('2026-01-31T05:18:00Z'), SH)).toBe('2026-01-31 13:18:00');
    expect(formatInstant('2026-01-31T16:00:00Z', 'UTC')).toBe('2026-01-31 16:00:00');
    expect(formatInstant('2025-12-31T16:00:00Z', SH)).toBe('2026-01-01 00:00:00');
    expect(formatInstant('not a time', SH)).toBe('');
  });

  it('gives the calendar day and the file stamp in the zone', () => {
    expect(zonedDay('2026-01-31T16:00:00Z', SH)).toBe('2026-02-01');
    expect(zonedDay('2026-01-31T16:00:00Z', 'UTC')).toBe('2026-01-31');
    expect(fileStamp('2026-02-28T16:05:09Z', SH)).toBe('20260301000509');
  });

  it('follows daylight saving in zones that have it', () => {
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(3600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(7200_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), SH)).toBe(8 * 3600_000);
    // 2026-03-29 in Berlin has 23 hours
    expect(nextDayStart('2026-03-29', 'Europe/Berlin').getTime() - dayStart('2026-03-29', 'Europe/Berlin').getTime()).toBe(23 * 3600_000);
  });

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes only known zones, else the default', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(resolveTimeZone('Mars/Base')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(null)).toBe(SH);
    expect(resolveTimeZone('UTC')).toBe('UTC');
  });
});

describe('one clock: range ends (end exclusive: the next unit start)', () => {
  it('reads day and time texts in the zone', () => {
    expect(iso(parseZoned('2026-02-01', SH))).toBe('2026-01-31T16:00:00.000Z');
    expect(iso(parseZoned('2026-02-01 00:00:00', SH))).toBe('2026-01-31T16:00:00.000Z');
    expect(iso(parseZoned('2026-02-01T08:30', SH))).toBe('2026-02-01T00:30:00.000Z');
    expect(iso(dayStart('2026-03-01', SH))).toBe('2026-02-28T16:00:00.000Z');
    expect(parseZoned('2026-02-30', SH)).toBeNull();
    expect(parseZoned('2026-02-01 24:00:00', SH)).toBeNull();
    expect(parseZoned('yesterday', SH)).toBeNull();
  });

  it("a filter 'to 2026-02-01' includes 23:59:59.999 local and nothing of 2026-02-02", () => {
    const end = rangeEndExclusive('2026-02-01', SH)!;
    expect(iso(end)).toBe('2026-02-01T16:00:00.000Z');
    expect(Date.parse('2026-02-01T15:59:59.999Z') < end.getTime()).toBe(true);
    expect(Date.parse('2026-02-01T16:00:00.000Z') < end.getTime()).toBe(false);
    // the same end whether the day is sent bare or with its last second
    expect(iso(rangeEndExclusive('2026-02-01 23:59:59', SH))).toBe(iso(end));
  });

  it('ends a month and a year at the next one', () => {
    expect(iso(rangeEndExclusive('2026-01-31', SH))).toBe('2026-01-31T16:00:00.000Z');
    expect(iso(rangeEndExclusive('2026-02-28', SH))).toBe('2026-02-28T16:00:00.000Z');
    expect(iso(rangeEndExclusive('2024-02-29', SH))).toBe('2024-02-29T16:00:00.000Z');
    expect(iso(rangeEndExclusive('2025-12-31', SH))).toBe('2025-12-31T16:00:00.000Z');
    expect(iso(rangeEndExclusive('2026-02-01 10:00', SH))).toBe('2026-02-01T02:01:00.000Z');
    expect(iso(rangeStart('2026-02-01', 'UTC'))).toBe('2026-02-01T00:00:00.000Z');
    expect(rangeEndExclusive('2026-13-01', SH)).toBeNull();
  });
});
