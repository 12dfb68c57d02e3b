// The certificate expiry run (/m-product-center/api/v1/certificate/expiryRun, PRODUCT_PATHS.expiryRun):
// what the daily job does, on demand for the session's tenant.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const expiryRunSchema = z.object({
  /** the tenant's calendar day the run looked from */
  today: z.string(),
  /** certificates found per bucket on that day */
  expired: z.number().int(),
  within30: z.number().int(),
  within60: z.number().int(),
  within90: z.number().int(),
  /** alerts (certificate, company, expiry date, bucket) raised by this run; each is raised once */
  alerts: z.number().int(),
  /** todos raised for those alerts */
  todos: z.number().int(),
});
export type ExpiryRun = z.infer<typeof expiryRunSchema>;
export const expiryRunEnvelope = envelope(expiryRunSchema);
