// Customer-service entries of the floating service widget (spec 2 'Customer service').
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const CUSTOMER_SERVICE_VARIANTS = ['system', 'mall'] as const;
export type CustomerServiceVariant = (typeof CUSTOMER_SERVICE_VARIANTS)[number];

export const customerServiceItemSchema = z.object({
  customerServiceId: z.number().int(),
  customerTypeName: z.string(),
  contact: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
});
export type CustomerServiceItem = z.infer<typeof customerServiceItemSchema>;

export const customerServiceListEnvelope = envelope(z.array(customerServiceItemSchema));
