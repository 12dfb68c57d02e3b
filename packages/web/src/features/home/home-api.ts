// The main page's own calls: the tenant's branding (the banner image) and the customer-service entries.
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import type { CustomerServiceItem } from '@medportal/contracts/staff/customer-service.contract';
import { post } from '../../lib/api-client';

const STAFF_API = '/m-staff-center/api/v1';

export async function fetchBranding(): Promise<BrandingView> {
  return (await post<BrandingView>(`${STAFF_API}/login/branding`, {})).payload;
}

export async function fetchCustomerService(): Promise<CustomerServiceItem[]> {
  return (await post<CustomerServiceItem[]>(`${STAFF_API}/customerService/list`, {})).payload;
}
