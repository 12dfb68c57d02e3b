// The calls of the company-information screens (/company/info-manage/*).
import type {
  EnterpriseInfo,
  FinancialInfo,
  RegionOption,
  SaveEnterpriseInfoBody,
  SaveFinancialInfoBody,
} from '@medportal/contracts/staff/company-info.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../../lib/api-client';

export const ENTERPRISE_KEY = ['companyInfo', 'enterprise'] as const;
export const FINANCIAL_KEY = ['companyInfo', 'financial'] as const;
export const REGIONS_KEY = ['companyInfo', 'regions'] as const;

export async function fetchEnterpriseInfo(): Promise<EnterpriseInfo> {
  return (await post<EnterpriseInfo>(STAFF_API.companyEnterpriseInfo, {})).payload;
}

export async function saveEnterpriseInfo(body: SaveEnterpriseInfoBody): Promise<EnterpriseInfo> {
  return (await post<EnterpriseInfo>(STAFF_API.companyEnterpriseInfoSave, body)).payload;
}

export async function fetchFinancialInfo(): Promise<FinancialInfo> {
  return (await post<FinancialInfo>(STAFF_API.companyFinancialInfo, {})).payload;
}

export async function saveFinancialInfo(body: SaveFinancialInfoBody): Promise<FinancialInfo> {
  return (await post<FinancialInfo>(STAFF_API.companyFinancialInfoSave, body)).payload;
}

export async function fetchRegions(): Promise<RegionOption[]> {
  return (await post<RegionOption[]>(STAFF_API.companyInfoRegions, {})).payload;
}
