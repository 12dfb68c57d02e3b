// Bodies and answers of the letters' reading part (/m-channel-center/api/v1/authorization/letter/pageList,
// issuanceSummary, export, receive): the session company's letters as grantor or grantee (the platform: every
// letter of the tenant), filtered by the derived state, and the grantor's counts per stage.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { pageNum, pageSize } from '../worktable/paging.contract.js';
import { LETTER_STATE_CODES, LETTER_STATUS_CODES } from './letter-rules.js';

const optionalText = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();
const optionalDate = (label: string) => z.iso.date(`${label}应为YYYY-MM-DD格式的日期`).optional();

/** Which side of the letters: the session company issued them (grantor) or received them (grantee); none = both. */
export const LETTER_SIDES = ['grantor', 'grantee'] as const;
export type LetterSide = (typeof LETTER_SIDES)[number];
export const LETTER_SORT_FIELDS = ['validTo', 'issuedAt', 'createdAt'] as const;
/** the most rows one export writes */
export const LETTER_EXPORT_MAX = 10_000;
/** a valid letter within this many days of its end counts as expiring */
export const LETTER_EXPIRING_DAYS = 90;

export const letterListFilter = z.object({
  side: z.enum(LETTER_SIDES, '授权方向只能为签发或接收').optional(),
  status: z.enum(LETTER_STATUS_CODES, '授权书状态不正确').optional(),
  state: z.enum(LETTER_STATE_CODES, '授权书效力状态不正确').optional(),
  /** letter number, title or the other party's name */
  keyword: optionalText('关键字', 100),
  /** a product's or product line's name in the letter's scope */
  productKeyword: optionalText('产品关键字', 100),
  validToFrom: optionalDate('有效期至（起）'),
  validToTo: optionalDate('有效期至（止）'),
  /** valid letters ending within 90 days (the summary card 即将到期) */
  expiring: z.boolean('即将到期应为布尔值').optional(),
  /** the letters derived from the session company's letters (the summary card 下级转授权) */
  derived: z.boolean('下级转授权应为布尔值').optional(),
  /** every version of each number, not only the current one */
  allVersions: z.boolean('全部版本应为布尔值').optional(),
});
export type LetterListFilter = z.infer<typeof letterListFilter>;

const sortBody = {
  sortField: z.enum(LETTER_SORT_FIELDS, '排序字段只能为有效期至、签发时间或创建时间').optional(),
  sortOrder: z.enum(['ascend', 'descend'], '排序方式不正确').optional(),
};

export const letterPageBody = letterListFilter.extend({ pageNum, pageSize, ...sortBody });
export type LetterPageBody = z.input<typeof letterPageBody>;
export type LetterPageQuery = z.infer<typeof letterPageBody>;
/** export: the list's filter and order, no paging */
export const letterExportBody = letterListFilter.extend(sortBody);
export type LetterExportBody = z.input<typeof letterExportBody>;
export type LetterExportQuery = z.infer<typeof letterExportBody>;

/** The grantor's counts for /authorized-issuance (current versions). */
export const letterIssuanceSummary = z.object({
  draft: z.number(),
  stamping: z.number(),
  /** issued, not yet acknowledged by the grantee */
  issued: z.number(),
  valid: z.number(),
  /** valid and ending within 90 days */
  expiring: z.number(),
  expired: z.number(),
  suspended: z.number(),
  terminated: z.number(),
  /** letters other companies derived from the grantor's letters */
  derived: z.number(),
});
export type LetterIssuanceSummary = z.infer<typeof letterIssuanceSummary>;
export const letterIssuanceSummaryEnvelope = envelope(letterIssuanceSummary);
