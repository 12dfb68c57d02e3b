// The server's clock of a zone: texts, days and file stamps on the zone's wall clock; range ends exclusive.
import { describe, expect, it } from 'vitest';
import { clockOf, lastMicrosecondBefore } from './time.js';

describe('clockOf', () => {
  const sh = clockOf('Asia/Shanghai');

  it('writes instants on the zone wall clock, across the offset and the month boundary', () => {
    const at = new Date('2026-01-31T16:00:00Z');
    expect(sh.text(at)).toBe('2026-02-01 00:00:00');
    expect(sh.day(at)).toBe('2026-02-01');
    expect(sh.stamp(at)).toBe('20260201000000');
    expect(sh.textOrNull(null)).toBeNull();
    expect(clockOf('UTC').text(at)).toBe('2026-01-31 16:00:00');
    expect(clockOf()).toBe(sh);
  });

  it("reads range ends in the zone: 'to' a day or its last second ends at the next day's start", () => {
    expect(sh.from('2026-02-01')?.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(sh.to('2026-02-01')?.toISOString()).toBe('2026-02-01T16:00:00.000Z');
    expect(sh.to('2026-02-01 23:59:59')?.toISOString()).toBe('2026-02-01T16:00:00.000Z');
    expect(sh.to('2026-02-28')?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(sh.dayStart('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(sh.from(undefined)).toBeUndefined();
    expect(sh.to('')).toBeUndefined();
  });

  it('turns an exclusive end into the last microsecond before it for a <= comparison', () => {
    expect(lastMicrosecondBefore(new Date('2026-02-01T16:00:00.000Z'))).toBe('2026-02-01T15:59:59.999999Z');
  });
});
