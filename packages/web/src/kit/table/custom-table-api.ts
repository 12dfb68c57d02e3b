// merchantUser/customTable find | save | reset | getAuthField (spec 2 section 7). Failures are quiet:
// a code other than '0' leaves the table on its defaults (a 401 still logs out through the error table).
import type { AuthField, CustomTableSaveBody, TableSet } from '@medportal/contracts/staff/custom-table.contract';
import { post } from '../../lib/api-client';
import { CUSTOM_TABLE_API } from './table-constants';

const quiet = { ignoreErrors: true } as const;

export async function findTableSet(tableNo: string): Promise<TableSet | null> {
  return (await post<{ tableSet: TableSet | null }>(`${CUSTOM_TABLE_API}/find`, { tableNo }, quiet)).payload.tableSet;
}

export async function fetchAuthFields(tableNo: string): Promise<AuthField[]> {
  return (await post<{ tableFields: AuthField[] }>(`${CUSTOM_TABLE_API}/getAuthField`, { tableNo }, quiet)).payload.tableFields;
}

export async function saveTableSet(body: CustomTableSaveBody): Promise<void> {
  await post<null>(`${CUSTOM_TABLE_API}/save`, body, quiet);
}

export async function resetTableSet(tableNo: string): Promise<void> {
  await post<null>(`${CUSTOM_TABLE_API}/reset`, { tableNo }, quiet);
}
