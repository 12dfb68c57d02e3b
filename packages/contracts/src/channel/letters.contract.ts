// The shapes every part of the authorisation letters shares (/m-channel-center/api/v1/authorization/*,
// CHANNEL_PATHS letter*): a letter's row in lists, its detail, its scope items and steps. Each part puts its own
// bodies in channel/letters-<part>.contract.ts and extends these shapes rather than redefining them.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { LETTER_SCOPE_KIND_CODES, LETTER_STATE_CODES, LETTER_STATUS_CODES } from './letter-rules.js';

export * from './letter-rules.js';

/** One item a letter covers: a product (value = product id), a product line, an area code or a hospital id. */
export const letterScopeItem = z.object({
  kind: z.enum(LETTER_SCOPE_KIND_CODES),
  value: z.string(),
  /** the name when the letter was written */
  label: z.string(),
});
export type LetterScopeItem = z.infer<typeof letterScopeItem>;

/** A letter version as lists show it; state is derived (letter-rules letterState) on the tenant's today. */
export const letterRow = z.object({
  id: z.number(),
  letterNo: z.string(),
  version: z.number(),
  title: z.string(),
  templateCode: z.string().nullable(),
  grantorCompanyId: z.number(),
  grantorName: z.string(),
  granteeCompanyId: z.number(),
  granteeName: z.string(),
  parentLetterNo: z.string().nullable(),
  level: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(LETTER_STATUS_CODES),
  statusName: z.string(),
  state: z.enum(LETTER_STATE_CODES),
  stateName: z.string(),
  suspended: z.boolean(),
  /** days until validTo on the tenant's calendar (negative once expired) */
  daysLeft: z.number(),
  /** product and product-line labels, joined, for a list column */
  productSummary: z.string(),
  regionSummary: z.string(),
  hospitalCount: z.number(),
  /** the session company's side: grantor (it issued the letter) or grantee (it received it) */
  side: z.enum(['grantor', 'grantee']),
  issuedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LetterRow = z.infer<typeof letterRow>;
export const letterPageEnvelope = envelope(page(letterRow));

export const letterEvent = z.object({
  action: z.string(),
  actionName: z.string(),
  companyName: z.string(),
  userName: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type LetterEvent = z.infer<typeof letterEvent>;

/** The chain above a letter, nearest first: each ancestor's number, grantor, grantee and state. */
export const letterAncestor = z.object({
  id: z.number(),
  letterNo: z.string(),
  grantorName: z.string(),
  granteeName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(LETTER_STATE_CODES),
  stateName: z.string(),
});

export const letterDetail = letterRow.extend({
  bodyText: z.string(),
  remark: z.string(),
  suspendReason: z.string(),
  terminateReason: z.string(),
  scopes: z.array(letterScopeItem),
  events: z.array(letterEvent),
  ancestors: z.array(letterAncestor),
  /** the letters derived from this one (current versions), for the grantor's overview */
  children: z.array(letterAncestor),
  /** every version of the number, newest first (id, version, period, status) */
  versions: z.array(
    z.object({ id: z.number(), version: z.number(), validFrom: z.string(), validTo: z.string(), status: z.enum(LETTER_STATUS_CODES) }),
  ),
  /** set once stamped: the PDF in the file library and the SHA-256 printed in its footer */
  pdfFileCode: z.string().nullable(),
  contentHash: z.string().nullable(),
  sealId: z.number().nullable(),
  /** the actions the session may take now (by side, status and the user's buttons) */
  actions: z.array(z.enum(['edit', 'delete', 'submit', 'stamp', 'renew', 'suspend', 'reinstate', 'terminate', 'receive'])),
});
export type LetterDetail = z.infer<typeof letterDetail>;
export const letterDetailEnvelope = envelope(letterDetail);

export const letterIdBody = z.object({ id: rowId('授权书') });
export type LetterIdBody = z.infer<typeof letterIdBody>;
