// Answers of the product commit and audit calls (PRODUCT_PATHS.productCommit / productAudit): the product's
// audit state once the call is done. Their bodies are products.contract.ts productCommitBody / productAuditBody.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { PRODUCT_STATUSES } from './products.contract.js';

export const productAuditState = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** an approved product with a change still waiting (or rejected: rejectReason set) */
  hasPending: z.boolean(),
  rejectReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  revision: z.number(),
  /** the running approval instance (audit centre), null when none runs */
  instanceId: z.number().nullable(),
});
export type ProductAuditState = z.infer<typeof productAuditState>;

export const productAuditStateEnvelope = envelope(productAuditState);
