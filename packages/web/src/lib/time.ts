// The web's one clock: every instant the portal shows goes through showInstant, on the wall clock of the
// tenant's time zone that the session carries (config entry portal.timeZone; Asia/Shanghai before a
// login or for a session stored before the zone was part of it) — never the browser's own zone.
// The rules are those of @medportal/contracts/common/time, which the server uses for its texts.
import { formatInstant, resolveTimeZone } from '@medportal/contracts/common/time';
import { useSessionStore } from './session-store';

export type InstantPrecision = 'second' | 'minute' | 'day';

const LENGTH: Record<InstantPrecision, number> = { second: 19, minute: 16, day: 10 };

/** A text the server already wrote on the tenant's clock: 'YYYY-MM-DD[ HH:mm[:ss]]', no zone or offset. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** The tenant's time zone of the current session. */
export const tenantTimeZone = (): string => resolveTimeZone(useSessionStore.getState().session?.timeZone);

/**
 * 'YYYY-MM-DD HH:mm:ss' (or to the minute, or the day) of an instant on the tenant's clock: an ISO text
 * with its zone, a Date or epoch ms; a wall-clock text the server wrote is only cut to the precision.
 * '' for nothing or an unreadable value.
 */
export function showInstant(
  value: string | number | Date | null | undefined,
  precision: InstantPrecision = 'second',
  zone = tenantTimeZone(),
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value.slice(0, LENGTH[precision]);
  return formatInstant(value, zone).slice(0, LENGTH[precision]);
}
