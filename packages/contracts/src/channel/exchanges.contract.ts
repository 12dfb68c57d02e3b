// Bodies and answers of the first-camp exchange (首营资质交换, /m-channel-center/api/v1/qualification/*,
// CHANNEL_PATHS). A buyer asks a supplier for its qualification set (or the supplier offers it), the
// supplier sends its current set, the buyer reviews it through the approval engine. An approved pair
// is subscribed: a newer version of any document of the supplier's set forces the buyer
// (checkForceQualification) until it completes a new exchange.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { EXCHANGE_ACTIONS, EXCHANGE_SCOPES, EXCHANGE_SIDES, EXCHANGE_STATUSES } from './exchange-rules.js';

export * from './exchange-rules.js';

const note = (label: string) => z.string(`${label}应为文本`).trim().max(500, `${label}最长500个字符`).default('');

export const exchangeRequestBody = z.object({
  supplierCompanyId: rowId('供应商'),
  scope: z.enum(EXCHANGE_SCOPES, '首营类型只能为企业首营或产品首营'),
  /** the product of a product exchange (a product of the supplier) */
  productId: rowId('产品').optional(),
  requestNote: note('首营说明'),
});
export type ExchangeRequestBody = z.input<typeof exchangeRequestBody>;

export const exchangeOfferBody = z.object({
  buyerCompanyId: rowId('采购方'),
  scope: z.enum(EXCHANGE_SCOPES, '首营类型只能为企业首营或产品首营'),
  productId: rowId('产品').optional(),
  requestNote: note('说明'),
});
export type ExchangeOfferBody = z.input<typeof exchangeOfferBody>;

export const exchangeIdBody = z.object({ id: rowId('首营记录') });
export type ExchangeIdBody = z.infer<typeof exchangeIdBody>;

export const exchangeSendBody = exchangeIdBody.extend({ note: note('交换说明') });
export type ExchangeSendBody = z.input<typeof exchangeSendBody>;

export const exchangeReviewBody = z
  .object({
    id: rowId('首营记录'),
    approved: z.boolean('审核结果应为是或否'),
    reason: z.string('驳回原因应为文本').trim().max(500, '驳回原因最长500个字符').default(''),
  })
  .refine((b) => b.approved || b.reason.length > 0, { message: '驳回原因不能为空', path: ['reason'] });
export type ExchangeReviewBody = z.input<typeof exchangeReviewBody>;

const optionalText = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();

export const exchangePageBody = z.object({
  pageNum,
  pageSize,
  /** buyer: the exchanges the company asked for or received; supplier: the ones it sends; none: both */
  side: z.enum(EXCHANGE_SIDES, '方向只能为采购方或供应方').optional(),
  status: z.enum(EXCHANGE_STATUSES, '状态不正确').optional(),
  scope: z.enum(EXCHANGE_SCOPES, '首营类型不正确').optional(),
  /** the other party's name */
  counterpartyName: optionalText('对方企业', 100),
  exchangeNo: optionalText('首营编号', 24),
});
export type ExchangePageBody = z.input<typeof exchangePageBody>;

/** A document of a set: a qualification file or a registration certificate, at a version. */
export const exchangeDoc = z.object({
  docKind: z.enum(['file', 'certificate']),
  docId: z.number(),
  version: z.number(),
  /** a file type or registration | filing */
  docType: z.string(),
  docTypeName: z.string(),
  docNo: z.string(),
  validTo: z.string().nullable(),
  /** in a sent set: a newer version exists now */
  superseded: z.boolean(),
});
export type ExchangeDoc = z.infer<typeof exchangeDoc>;

export const exchangeRow = z.object({
  id: z.number(),
  exchangeNo: z.string(),
  buyerCompanyId: z.number(),
  buyerName: z.string(),
  supplierCompanyId: z.number(),
  supplierName: z.string(),
  scope: z.enum(EXCHANGE_SCOPES),
  productId: z.number().nullable(),
  productName: z.string().nullable(),
  initiator: z.enum(EXCHANGE_SIDES),
  status: z.enum(EXCHANGE_STATUSES),
  statusName: z.string(),
  /** the session company's side of this exchange */
  side: z.enum(EXCHANGE_SIDES),
  requestNote: z.string(),
  rejectReason: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ExchangeRow = z.infer<typeof exchangeRow>;
export const exchangePageEnvelope = envelope(page(exchangeRow));

export const exchangeEvent = z.object({
  action: z.enum(EXCHANGE_ACTIONS),
  actionName: z.string(),
  companyName: z.string(),
  userName: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export const exchangeDetail = exchangeRow.extend({
  /** the set sent (empty while requested) */
  items: z.array(exchangeDoc),
  /** every step of this exchange, oldest first */
  events: z.array(exchangeEvent),
  /** the other exchanges of the same pair, newest first (history per pair) */
  history: z.array(exchangeRow),
  /** the approval engine's instance of the review, when one runs or ran */
  examineId: z.number().nullable(),
});
export type ExchangeDetail = z.infer<typeof exchangeDetail>;
export const exchangeDetailEnvelope = envelope(exchangeDetail);

/** One counterparty of the session's company with the latest exchange and whether it is forced. */
export const exchangePair = z.object({
  companyId: z.number(),
  companyName: z.string(),
  side: z.enum(EXCHANGE_SIDES),
  latestStatus: z.enum(EXCHANGE_STATUSES).nullable(),
  latestExchangeId: z.number().nullable(),
  approvedAt: z.string().nullable(),
  /** the buyer's approved set is outdated: a newer version of a supplier document exists */
  forced: z.boolean(),
});
export type ExchangePair = z.infer<typeof exchangePair>;
export const exchangePairsEnvelope = envelope(z.array(exchangePair));

export const exchangeCurrentSetBody = z.object({ scope: z.enum(EXCHANGE_SCOPES, '首营类型不正确'), productId: rowId('产品').optional() });
export const exchangeCurrentSetEnvelope = envelope(z.array(exchangeDoc));

/** spec 1: qualification/checkForceQualification reads payload.forceQualification */
export const forceQualificationEnvelope = envelope(
  z.object({
    forceQualification: z.boolean(),
    /** the suppliers whose newer documents wait for a new exchange */
    suppliers: z.array(z.object({ companyId: z.number(), companyName: z.string() })),
    /** the user may carry an exchange through (EXCHANGE_PERMISSION_CODE) */
    hasPermission: z.boolean(),
  }),
);
export type ForceQualification = z.infer<typeof forceQualificationEnvelope>['payload'];

/** exchangeDataPack (GET): the approved exchange whose set is downloaded as one PDF */
export const exchangeDataPackQuery = z.object({
  id: z.coerce.number('首营记录应为数字').int('首营记录不正确').min(1, '首营记录不正确').max(2_147_483_647, '首营记录不正确'),
});
