// The main page's own calls: the tenant's branding (the banner image) and the customer-service entries.
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import type { CustomerServiceItem } from '@medportal/contracts/staff/customer-service.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

export async function fetchBranding(): Promise<BrandingView> {
  return (await post<BrandingView>(STAFF_API.branding, {})).payload;
}

export async function fetchCustomerService(): Promise<CustomerServiceItem[]> {
  return (await post<CustomerServiceItem[]>(STAFF_API.customerServiceList, {})).payload;
}
