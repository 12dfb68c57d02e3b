// The column setting of one table for the signed-in user: defaults limited by the authorised fields,
// the saved customTable setting over them, and save / restore-default / lock actions.
import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthField, ColumnEntry } from '@medportal/contracts/staff/custom-table.contract';
import { DEFAULT_LANGUAGE, i18n } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import {
  applyAuthFields,
  columnKey,
  customSetOf,
  fieldListOf,
  mergeSaved,
  prepareColumns,
  toEntry,
  toggleLock,
  type TableColumn,
} from './columns';
import { fetchAuthFields, findTableSet, resetTableSet, saveTableSet } from './custom-table-api';

export type ColumnSettingsOptions<T> = {
  columns: readonly TableColumn<T>[];
  headerSetting?: boolean | undefined;
  tableNo?: string | undefined;
  /** the list's api path, saved as interfaceUrl */
  apiPath?: string | undefined;
};

type TableConfig = { fieldList: ColumnEntry[] | null; authFields: AuthField[] };

export const MISSING_SETTING_KEYS = 'DataTable: the column setting needs tableNo and an api path (apiPath)';

/** The hash route of the page, saved as pagePath. */
export const currentPagePath = (): string => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

export const customTableQueryKey = (userId: number | undefined, tableNo: string | undefined) =>
  ['customTable', userId ?? null, tableNo ?? null] as const;

async function loadConfig(tableNo: string): Promise<TableConfig> {
  // each call on its own: a failed find keeps the defaults, a failed getAuthField limits nothing
  const [found, fields] = await Promise.allSettled([findTableSet(tableNo), fetchAuthFields(tableNo)]);
  return {
    fieldList: found.status === 'fulfilled' ? fieldListOf(found.value?.customSet) : null,
    authFields: fields.status === 'fulfilled' ? fields.value : [],
  };
}

/** a translated column's title in the source language (what the seeded authorised fields are named) */
function sourceTitle<T>(column: TableColumn<T>): string | undefined {
  return column.labelKey ? i18n.t(column.labelKey, { lng: DEFAULT_LANGUAGE }) : undefined;
}

export function useColumnSettings<T>({ columns, headerSetting = false, tableNo, apiPath }: ColumnSettingsOptions<T>) {
  const enabled = Boolean(headerSetting && tableNo && apiPath);
  const missing = headerSetting && !enabled;
  useEffect(() => {
    if (missing) console.error(MISSING_SETTING_KEYS, { tableNo, apiPath });
  }, [missing, tableNo, apiPath]);

  const userId = useSessionStore((s) => s.session?.userId);
  const client = useQueryClient();
  const queryKey = customTableQueryKey(userId, tableNo);
  const query = useQuery({
    queryKey,
    queryFn: () => loadConfig(tableNo ?? ''),
    enabled,
    retry: false,
    staleTime: Infinity,
  });

  const authFields = query.data?.authFields;
  const defaults = useMemo(() => applyAuthFields(prepareColumns(columns), authFields ?? [], sourceTitle), [columns, authFields]);
  const fieldList = query.data?.fieldList;
  const applied = useMemo(() => mergeSaved(defaults, fieldList), [defaults, fieldList]);

  // the saved list becomes the cached setting (null = the defaults)
  const remember = (list: ColumnEntry[] | null) => {
    client.setQueryData<TableConfig>(queryKey, (old) => ({ authFields: old?.authFields ?? [], fieldList: list }));
  };

  /** Saves the list; resolves false when the server refused (the table keeps what it showed). */
  const save = async (next: readonly TableColumn<T>[]): Promise<boolean> => {
    if (!enabled || !tableNo) return false;
    try {
      await saveTableSet({ tableNo, customSet: customSetOf(next), pagePath: currentPagePath(), interfaceUrl: apiPath ?? null });
    } catch {
      return false;
    }
    remember(next.map((c, i) => toEntry(c, i)));
    return true;
  };

  /** customTable/reset, then the defaults. */
  const restore = async (): Promise<boolean> => {
    if (!enabled || !tableNo) return false;
    try {
      await resetTableSet(tableNo);
    } catch {
      return false;
    }
    remember(null);
    return true;
  };

  const lock = (key: string) => save(toggleLock(applied, key));

  return {
    /** the header setting is usable: icon, panel and header lock icons show */
    enabled,
    loading: enabled && query.isPending,
    defaults,
    columns: applied,
    save,
    restore,
    lock,
    keyOf: columnKey,
  };
}
