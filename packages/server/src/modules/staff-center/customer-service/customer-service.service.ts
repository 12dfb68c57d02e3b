// Customer-service desks of the floating widget: the platform (system) desk and the online mall desk.
import type { CustomerServiceItem, CustomerServiceVariant } from '@medportal/contracts/staff/customer-service.contract';
import type { Database } from '../../../db/client.js';
import { listEntries } from './customer-service.repository.js';
import type { RequestContext } from '../../../lib/request-context.js';

export const customerServiceList = (db: Database, ctx: RequestContext, variant: CustomerServiceVariant): Promise<CustomerServiceItem[]> =>
  listEntries(db, ctx.tenantId, variant);
