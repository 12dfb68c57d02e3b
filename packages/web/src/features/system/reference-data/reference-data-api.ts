// Typed client of the reference data of system setup: pick-up addresses (pickUpAddress/*), project statuses
// (projectStatus/*), the enterprise registry data and its imports (qichacha/*), and the mall's area list the
// pick-up address form reads (province → city → district).
import type { Page } from '@medportal/contracts/common/envelope';
import { MALL_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import type {
  PickUpAddressPageBody,
  PickUpAddressRow,
  PickUpAddressSaveBody,
  PickUpAddressUpdateBody,
  ProjectStatusPageBody,
  ProjectStatusRow,
  ProjectStatusSaveBody,
  ProjectStatusUpdateBody,
  RegistryImportFailuresBody,
  RegistryImportHistoryBody,
  RegistryPageBody,
  RegistryRow,
} from '@medportal/contracts/system/reference-data.contract';
import { post } from '../../../lib/api-client';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../../lib/download';

export type AreaItem = { code: string; name: string };

const call = async <T>(url: string, body: unknown, opts?: { params?: Record<string, unknown> }): Promise<T> =>
  (await post<T>(url, body, opts)).payload;

export const REFERENCE_DATA_KEY = ['system', 'referenceData'] as const;

/** area/list of the mall centre: provinces; a province's cities (provinceCode); a city's districts (cityCode). */
export const areaList = (params: { provinceCode?: string; cityCode?: string } = {}) =>
  call<AreaItem[]>(MALL_API.areaList, undefined, { params });

// ---- pick-up addresses
export const pickUpAddressPage = (body: PickUpAddressPageBody) => call<Page<PickUpAddressRow>>(STAFF_API.pickUpAddressPageList, body);
export const savePickUpAddress = (body: PickUpAddressSaveBody) => call<PickUpAddressRow>(STAFF_API.pickUpAddressSave, body);
export const updatePickUpAddress = (body: PickUpAddressUpdateBody) => call<PickUpAddressRow>(STAFF_API.pickUpAddressUpdate, body);
export const setPickUpAddressStatus = (id: number, enabled: boolean) =>
  call<PickUpAddressRow>(STAFF_API.pickUpAddressUpdateStatus, { id, enabled });
export const deletePickUpAddress = (id: number) => call<null>(STAFF_API.pickUpAddressDelete, { id });

// ---- project statuses
export const projectStatusPage = (body: ProjectStatusPageBody) => call<Page<ProjectStatusRow>>(STAFF_API.projectStatusPageList, body);
export const saveProjectStatus = (body: ProjectStatusSaveBody) => call<ProjectStatusRow>(STAFF_API.projectStatusSave, body);
export const updateProjectStatus = (body: ProjectStatusUpdateBody) => call<ProjectStatusRow>(STAFF_API.projectStatusUpdate, body);
export const setProjectStatusEnabled = (id: number, enabled: boolean) =>
  call<ProjectStatusRow>(STAFF_API.projectStatusUpdateStatus, { id, enabled });
export const deleteProjectStatus = (id: number) => call<null>(STAFF_API.projectStatusDelete, { id });
export const sortProjectStatuses = (ids: number[]) => call<null>(STAFF_API.projectStatusSort, { ids });

// ---- enterprise registry data
export const registryPage = (body: RegistryPageBody) => call<Page<RegistryRow>>(STAFF_API.qichachaPageList, body);

/** POST qichacha/import: the workbook; answers the import record's id at once. */
export async function uploadRegistryImport(file: Blob): Promise<{ progressId: number }> {
  const form = new FormData();
  form.append('file', file);
  return call<{ progressId: number }>(STAFF_API.qichachaImport, form);
}
export const downloadRegistryTemplate = (): Promise<DownloadResult> =>
  downloadFile({ url: STAFF_API.qichachaImportTemplate, timeout: FILE_LIBRARY_TIMEOUT_MS });
export const registryImportHistory = (body: RegistryImportHistoryBody) =>
  call<Page<ImportProgressItem>>(STAFF_API.qichachaImportHistory, body);
export const registryImportFailures = (body: RegistryImportFailuresBody) => call<Page<FailRowItem>>(STAFF_API.qichachaImportFailures, body);
export const downloadRegistryFailures = (id: number): Promise<DownloadResult> =>
  downloadFile({ url: STAFF_API.qichachaImportFailureFile, params: { id }, timeout: FILE_LIBRARY_TIMEOUT_MS });
