// Send-cycle tables of spec 2 section 5 (transmission time): '01' monthly, '02' weekly, '03' daily;
// natural days 1–31 / 1–7, work days 1–22 a month / 1–5 a week.
export const SEND_CYCLES = ['01', '02', '03'] as const;
export type SendCycle = (typeof SEND_CYCLES)[number];
export type DayTable = 'natural' | 'work';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export const DAY_TABLES: Record<DayTable, { monthly: number[]; weekly: number[] }> = {
  natural: { monthly: range(31), weekly: range(7) },
  work: { monthly: range(22), weekly: range(5) },
};

/** The days to choose from for a cycle; none for daily. */
export function daysFor(cycle: SendCycle | null | undefined, table: DayTable): number[] {
  if (cycle === '01') return DAY_TABLES[table].monthly;
  if (cycle === '02') return DAY_TABLES[table].weekly;
  return [];
}

/** A send rule: cycle, day (of month or week; null for daily) and time HH:mm. */
export type TransmissionTime = { cycle: SendCycle | null; day: number | null; time: string | null };
