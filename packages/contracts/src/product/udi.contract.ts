// udi/parse (/m-product-center/api/v1, PRODUCT_PATHS.udiParse): a scanned or typed UDI — a GS1 element
// string (human-readable '(01)…(17)…(10)…' or raw with FNC1/GS separators) or an MA (IDcode) code — parsed
// into its DI and production identifiers, with the product (or packaging level) and certificate of the DI.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** Long enough for any GS1 DataMatrix a device label carries; the parser names what is wrong inside. */
export const UDI_CODE_MAX = 300;

export const udiParseBody = z.object({
  // blank is answered by UDI_EMPTY (PD1070) so that an empty scan reads like the other scan errors
  code: z.string('UDI码（code）应为文本').max(UDI_CODE_MAX, `UDI码（code）最长${UDI_CODE_MAX}个字符`),
});
export type UdiParseBody = z.infer<typeof udiParseBody>;

export const UDI_SCHEMES = ['GS1', 'MA'] as const;
export type UdiScheme = (typeof UDI_SCHEMES)[number];

export const udiParseAnswer = z.object({
  scheme: z.enum(UDI_SCHEMES),
  /** GS1: the GTIN-14 of AI (01); MA: the fixed part 'MA.156.M0.<registrant>.<product>' */
  di: z.string(),
  lot: z.string().nullable(),
  /** 'YYYY-MM-DD'; GS1 day 00 is the month's last day */
  expiry: z.string().nullable(),
  productionDate: z.string().nullable(),
  serial: z.string().nullable(),
  /** the product whose own DI (level 1) or one of whose packaging levels (2, 3 ...) has this DI, if the session may see it */
  product: z.object({ id: z.number(), code: z.string(), name: z.string(), specification: z.string(), level: z.number() }).nullable(),
  certificate: z.object({ id: z.number(), certNo: z.string(), expiryDate: z.string().nullable() }).nullable(),
});
export type UdiParseAnswer = z.infer<typeof udiParseAnswer>;
export const udiParseEnvelope = envelope(udiParseAnswer);
