// The server's one clock: every instant it writes into a text (API time fields, Excel cells, file
// names, messages) or reads out of one (range filters, order-code days) goes through a Clock of the
// tenant's zone. The rules live in @medportal/contracts/common/time, shared with the web; a range end
// is exclusive (compare with `<`): the start of the unit after the text.
import {
  DEFAULT_TIME_ZONE,
  dayStart,
  fileStamp,
  formatInstant,
  rangeEndExclusive,
  rangeStart,
  zonedDay,
} from '@medportal/contracts/common/time';

export { addDays } from '@medportal/contracts/common/time';

export type Clock = {
  zone: string;
  /** 'YYYY-MM-DD HH:mm:ss' on the zone's wall clock */
  text: (d: Date) => string;
  textOrNull: (d: Date | null | undefined) => string | null;
  /** 'YYYY-MM-DD' in the zone */
  day: (d: Date) => string;
  /** 'YYYYMMDDHHmmss' for file names */
  stamp: (d: Date) => string;
  /** the first instant of a calendar day 'YYYY-MM-DD' */
  dayStart: (day: string) => Date;
  /** inclusive start of a range from a 'YYYY-MM-DD[ HH:mm:ss]' text; undefined for none */
  from: (s: string | null | undefined) => Date | undefined;
  /** exclusive end of a range to a 'YYYY-MM-DD[ HH:mm:ss]' text; undefined for none */
  to: (s: string | null | undefined) => Date | undefined;
};

const clocks = new Map<string, Clock>();

/** The clock of a zone (the caller resolved it: see tenantTimeZone of the config centre). */
export const clockOf = (zone: string = DEFAULT_TIME_ZONE): Clock => {
  let c = clocks.get(zone);
  if (!c) {
    c = {
      zone,
      text: (d) => formatInstant(d, zone),
      textOrNull: (d) => (d ? formatInstant(d, zone) : null),
      day: (d) => zonedDay(d, zone),
      stamp: (d) => fileStamp(d, zone),
      dayStart: (day) => dayStart(day, zone),
      from: (s) => (s ? (rangeStart(s, zone) ?? undefined) : undefined),
      to: (s) => (s ? (rangeEndExclusive(s, zone) ?? undefined) : undefined),
    };
    clocks.set(zone, c);
  }
  return c;
};

/**
 * An exclusive end as the inclusive bound of a `<=` comparison in SQL that cannot be changed here
 * (the 0008 order-page function): the last microsecond before it, timestamptz's precision.
 */
export const lastMicrosecondBefore = (end: Date): string => `${new Date(end.getTime() - 1).toISOString().slice(0, 23)}999Z`;
