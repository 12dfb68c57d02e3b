// Authorisation letters, views (/authorization-management/authorization-details, -dealer, -converge-adetails,
// -heart): the detail lines of the letters (letter × product × region × hospital), the distributors a company
// authorised directly and down the chain, the summary per product line and province, and the chain as a graph.
// Every view reads the current versions and, unless a filter asks otherwise, VALID letters only (letter-rules
// letterState with the chain, on the tenant's today).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize } from '../worktable/paging.contract.js';
import { LETTER_STATE_CODES } from './letter-rules.js';

const text = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}不能超过${max}个字符`).optional();
const areaCode = z
  .string('区域编码应为文本')
  .regex(/^\d{6}$/, '区域编码应为6位数字')
  .optional();
const state = z.enum(LETTER_STATE_CODES, '授权状态只能为 valid、expired、terminated、suspended 或 notIssued').optional();

/** The two sides of /authorization-details/:bussinesstype: issued by the session company, or held by it. */
export const LETTER_SIDES = ['issued', 'received'] as const;
export type LetterSide = (typeof LETTER_SIDES)[number];

export const letterLinesFilter = z.object({
  /** issued: letters the session company granted; received: letters it holds; none: both */
  bussinessType: z.enum(LETTER_SIDES, '授权方向只能为 issued 或 received').optional(),
  /** a part of a product's name, code or a product line's name */
  product: text('产品', 100),
  /** an area code: lines whose region is inside it (nationwide lines always match) */
  regionCode: areaCode,
  /** a part of the other party's name (the grantee when issued, the grantor when received) */
  party: text('授权企业', 100),
  letterNo: text('授权书编号', 24),
  /** none: valid letters only */
  state,
  /** only letters ending within this many days (valid ones) */
  expiringWithinDays: z
    .number('到期天数应为数字')
    .int('到期天数应为整数')
    .min(1, '到期天数最小为1')
    .max(3650, '到期天数最大为3650')
    .optional(),
});
export type LetterLinesFilter = z.infer<typeof letterLinesFilter>;
export const letterLinesBody = letterLinesFilter.extend({ pageNum, pageSize });
export type LetterLinesBody = z.infer<typeof letterLinesBody>;

/** One line: a letter × one product item × one region (nationwide when none) × one hospital (all when none). */
export const letterLine = z.object({
  key: z.string(),
  letterId: z.number(),
  letterNo: z.string(),
  level: z.number(),
  grantorCompanyId: z.number(),
  grantorName: z.string(),
  granteeCompanyId: z.number(),
  granteeName: z.string(),
  productKind: z.enum(['product', 'productLine']),
  productValue: z.string(),
  productLabel: z.string(),
  regionCode: z.string().nullable(),
  /** 全国 when the letter names no region */
  regionLabel: z.string(),
  hospitalId: z.number().nullable(),
  /** 不限 when the letter names no hospital */
  hospitalLabel: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  daysLeft: z.number(),
  state: z.enum(LETTER_STATE_CODES),
  stateName: z.string(),
});
export type LetterLine = z.infer<typeof letterLine>;
export const letterLinePageEnvelope = envelope(page(letterLine));

export const letterDealerBody = z.object({
  pageNum,
  pageSize,
  /** false: letters without hospital scope only (/notContainHO); true: with hospital scope only; none: all */
  withHospitals: z.boolean('withHospitals 应为布尔值').optional(),
  /** a part of the distributor's name */
  dealer: text('经销商', 100),
  state,
});
export type LetterDealerBody = z.infer<typeof letterDealerBody>;

/** A distributor authorised by the session company, directly (level 1 below it) or further down the chain. */
export const letterDealerRow = z.object({
  letterId: z.number(),
  letterNo: z.string(),
  parentLetterNo: z.string().nullable(),
  /** the letter's level in the chain (1 = from the manufacturer) */
  level: z.number(),
  /** true: the session company granted this letter itself */
  direct: z.boolean(),
  grantorName: z.string(),
  granteeCompanyId: z.number(),
  granteeName: z.string(),
  products: z.string(),
  regions: z.string(),
  hospitals: z.string(),
  hospitalCount: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  daysLeft: z.number(),
  state: z.enum(LETTER_STATE_CODES),
  stateName: z.string(),
});
export type LetterDealerRow = z.infer<typeof letterDealerRow>;
export const letterDealerPageEnvelope = envelope(page(letterDealerRow));

export const letterConvergeBody = z.object({ productLineCode: text('产品线', 40) }).optional();
export type LetterConvergeBody = z.infer<typeof letterConvergeBody>;

/** The summary of one product line in one province (000000 全国 for nationwide letters). */
export const letterConvergeRow = z.object({
  productLineCode: z.string(),
  productLineName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  /** distributors holding a valid letter */
  distributors: z.number(),
  /** valid letters */
  letters: z.number(),
  /** valid letters ending within 90 days */
  expiring: z.number(),
  /** letters past their period */
  expired: z.number(),
});
export type LetterConvergeRow = z.infer<typeof letterConvergeRow>;
export const letterConvergeEnvelope = envelope(z.array(letterConvergeRow));

export const letterChainBody = z.object({ productLineCode: text('产品线', 40) }).optional();
export type LetterChainBody = z.infer<typeof letterChainBody>;

export const letterChainNode = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  /** 0 = the manufacturer, 1 = first tier, 2 = second tier ... */
  level: z.number(),
});
export const letterChainEdge = z.object({
  id: z.number(),
  letterNo: z.string(),
  source: z.number(),
  target: z.number(),
  level: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(LETTER_STATE_CODES),
  stateName: z.string(),
});
export const letterChain = z.object({ nodes: z.array(letterChainNode), edges: z.array(letterChainEdge) });
export type LetterChain = z.infer<typeof letterChain>;
export type LetterChainNode = z.infer<typeof letterChainNode>;
export type LetterChainEdge = z.infer<typeof letterChainEdge>;
export const letterChainEnvelope = envelope(letterChain);

/** The product lines the views filter by: those the session's letters name or cover. */
export const LETTER_NATIONWIDE = { code: '000000', name: '全国' } as const;
