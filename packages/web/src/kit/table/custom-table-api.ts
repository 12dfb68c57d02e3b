// merchantUser/customTable find | save | reset | getAuthField (spec 2 section 7). Failures are quiet:
// a code other than '0' leaves the table on its defaults (a 401 still logs out through the error table).
import type { AuthField, CustomTableSaveBody, TableSet } from '@medportal/contracts/staff/custom-table.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

const quiet = { ignoreErrors: true } as const;

export async function findTableSet(tableNo: string): Promise<TableSet | null> {
  return (await post<{ tableSet: TableSet | null }>(STAFF_API.customTableFind, { tableNo }, quiet)).payload.tableSet;
}

export async function fetchAuthFields(tableNo: string): Promise<AuthField[]> {
  return (await post<{ tableFields: AuthField[] }>(STAFF_API.customTableGetAuthField, { tableNo }, quiet)).payload.tableFields;
}

export async function saveTableSet(body: CustomTableSaveBody): Promise<void> {
  await post<null>(STAFF_API.customTableSave, body, quiet);
}

export async function resetTableSet(tableNo: string): Promise<void> {
  await post<null>(STAFF_API.customTableReset, { tableNo }, quiet);
}
