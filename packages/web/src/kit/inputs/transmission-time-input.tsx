// Transmission time input: a send cycle, the day of the month (monthly) or of the week (weekly) from
// the natural- or work-day table, and a time of day.
import { Select, Space, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SEND_CYCLES, daysFor } from './transmission-time';
import type { DayTable, SendCycle, TransmissionTime } from './transmission-time';

export const TIME_FORMAT = 'HH:mm';
const EMPTY: TransmissionTime = { cycle: null, day: null, time: null };

export type TransmissionTimeInputProps = {
  value?: TransmissionTime | null;
  onChange?: (value: TransmissionTime) => void;
  dayTable?: DayTable;
  disabled?: boolean;
  id?: string;
};

export function TransmissionTimeInput({ value, onChange, dayTable = 'natural', disabled, id }: TransmissionTimeInputProps) {
  const { t } = useTranslation();
  const current = { ...EMPTY, ...value };
  const set = (patch: Partial<TransmissionTime>) => onChange?.({ ...current, ...patch });
  const days = daysFor(current.cycle, dayTable);
  const dayLabel = (d: number) =>
    current.cycle === '02'
      ? t(`form:transmission.weekday${d}`)
      : t(dayTable === 'work' ? 'form:transmission.workDay' : 'form:transmission.day', { day: d });

  return (
    <Space wrap data-testid="transmission-time">
      <Select<SendCycle>
        id={id}
        style={{ width: 160 }}
        disabled={disabled}
        aria-label={t('form:transmission.cycle')}
        data-testid="transmission-cycle"
        placeholder={t('form:transmission.cyclePlaceholder')}
        value={current.cycle ?? undefined}
        options={SEND_CYCLES.map((c) => ({ value: c, label: t(`form:transmission.cycle${c}`) }))}
        // a new cycle has other days: the old day no longer means anything
        onChange={(cycle) => set({ cycle, day: null })}
      />
      {days.length > 0 && (
        <Select<number>
          style={{ width: 150 }}
          disabled={disabled}
          aria-label={t(current.cycle === '02' ? 'form:transmission.weekPlaceholder' : 'form:transmission.dayPlaceholder')}
          data-testid={current.cycle === '02' ? 'transmission-weekday' : 'transmission-day'}
          placeholder={t(current.cycle === '02' ? 'form:transmission.weekPlaceholder' : 'form:transmission.dayPlaceholder')}
          value={current.day ?? undefined}
          options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
          onChange={(day) => set({ day })}
        />
      )}
      <TimePicker
        style={{ width: 140 }}
        format={TIME_FORMAT}
        disabled={disabled}
        aria-label={t('form:transmission.timePlaceholder')}
        placeholder={t('form:transmission.timePlaceholder')}
        value={current.time ? dayjs(current.time, TIME_FORMAT) : null}
        onChange={(v) => set({ time: v ? v.format(TIME_FORMAT) : null })}
      />
    </Space>
  );
}
