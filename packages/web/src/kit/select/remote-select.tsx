// A select whose options come from the server (spec 2 sections 4, 7 and 9): filter text under the
// config's searchKey after 200 ms of quiet, options cached by config, a replaced request cancelled,
// and a value the refreshed options no longer hold cleared (unless the type is 'object').
import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCancelledError } from '../../lib/api-error';
import { EmptyMask } from '../feedback/empty-mask';
import { loadOptions, optionsKey, type OptionValue, type RemoteOption, type RemoteSelectConfig } from './remote-options';

export const REMOTE_FILTER_DEBOUNCE_MS = 200;

type RemoteSelectProps = Omit<SelectProps, 'options' | 'value' | 'onChange' | 'showSearch' | 'loading' | 'mode' | 'labelInValue'> & {
  config: RemoteSelectConfig;
  /** the option value, or with type 'object' the whole row */
  value?: unknown;
  onChange?: (value: unknown, option?: RemoteOption) => void;
};

const valueOf = (config: RemoteSelectConfig, value: unknown): OptionValue | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (config.type === 'object') {
    const raw = (value as Record<string, unknown>)[config.valueKey ?? 'value'];
    return raw === null || raw === undefined ? undefined : (raw as OptionValue);
  }
  return value as OptionValue;
};

export function RemoteSelect({ config, value, onChange, placeholder, ...rest }: RemoteSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loading, setLoading] = useState(false);
  // the last option picked, so a filter that drops it still shows its label
  const [picked, setPicked] = useState<RemoteOption | null>(null);
  const latest = useRef({ config, value, onChange });
  latest.current = { config, value, onChange };
  const configKey = optionsKey(config, '');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), REMOTE_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    const { config: current } = latest.current;
    const load = loadOptions(current, search);
    let live = true;
    setLoading(true);
    load.promise.then(
      (loaded) => {
        if (!live) return;
        setOptions(loaded);
        setLoading(false);
        // a refresh (no filter text) that lost the value clears it; filter results are only a view
        const { value: held, onChange: emit, config: now } = latest.current;
        const selected = valueOf(now, held);
        if (search === '' && selected !== undefined && now.type !== 'object' && !loaded.some((o) => o.value === selected)) {
          emit?.(undefined);
        }
      },
      (error: unknown) => {
        if (!live || isCancelledError(error)) return;
        setOptions([]);
        setLoading(false);
      },
    );
    return () => {
      live = false;
      load.release();
    };
  }, [configKey, search]);

  const selectValue = valueOf(config, value);
  const shown = useMemo(() => {
    const list = options.map((o) => ({ label: o.label, value: o.value }));
    if (picked && picked.value === selectValue && !options.some((o) => o.value === picked.value))
      list.unshift({ label: picked.label, value: picked.value });
    return list;
  }, [options, picked, selectValue]);

  return (
    <Select
      {...rest}
      value={selectValue}
      options={shown}
      loading={loading}
      placeholder={placeholder ?? t('widgets:select.placeholder')}
      notFoundContent={loading ? null : <EmptyMask simple searched={search !== ''} />}
      showSearch={config.searchKey ? { filterOption: false, onSearch: setTyped, searchValue: typed } : false}
      onChange={(next: OptionValue | undefined) => {
        const option = options.find((o) => o.value === next) ?? (picked?.value === next ? picked : undefined) ?? undefined;
        setPicked(option ?? null);
        setTyped('');
        if (next === undefined || next === null) onChange?.(undefined);
        else onChange?.(config.type === 'object' ? option?.raw : next, option);
      }}
    />
  );
}
