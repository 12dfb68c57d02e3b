// SQL of customer_service_entries.
import { sql } from 'drizzle-orm';
import type { CustomerServiceItem, CustomerServiceVariant } from '@medportal/contracts/staff/customer-service.contract';
import type { Database } from '../../../db/client.js';

export async function listEntries(db: Database, tenantId: number, variant: CustomerServiceVariant): Promise<CustomerServiceItem[]> {
  const rows = await db.tenantRead(
    tenantId,
    sql`
    SELECT id, customer_type_name, contact, qr_code_url FROM customer_service_entries
     WHERE tenant_id = ${tenantId} AND variant = ${variant}
     ORDER BY sort, id`,
  );
  return rows.map((r) => ({
    customerServiceId: Number(r['id']),
    customerTypeName: String(r['customer_type_name']),
    contact: (r['contact'] as string | null) ?? null,
    qrCodeUrl: (r['qr_code_url'] as string | null) ?? null,
  }));
}
