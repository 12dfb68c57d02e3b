// Typed client of the platform and company settings (POST /m-staff-center/api/v1/system/settings/*).
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  CompanySettings,
  CompanySettingsSaveBody,
  PlatformSettings,
  PlatformSettingsSaveBody,
} from '@medportal/contracts/system/settings.contract';
import { post } from '../../../lib/api-client';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const SETTINGS_KEY = ['system', 'settings'] as const;

export const platformSettings = () => call<PlatformSettings>(STAFF_API.platformSettings, {});
export const savePlatformSettings = (body: PlatformSettingsSaveBody) => call<PlatformSettings>(STAFF_API.platformSettingsSave, body);
export const companySettings = () => call<CompanySettings>(STAFF_API.companySettings, {});
export const saveCompanySettings = (body: CompanySettingsSaveBody) => call<CompanySettings>(STAFF_API.companySettingsSave, body);
