// Authorisation letters, writing (/authorization-management/add-authorization, add-manully-authorization, renewal,
// termination): templates, the form's choices, a draft's save body, and the lifecycle bodies and answers.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { LETTER_TEMPLATE_CODES } from './letter-rules.js';
import { letterAncestor, letterDetail } from './letters.contract.js';
import { dayField } from './qualification-files.contract.js';

export const LETTER_MAX_ITEMS = 500;

const text = (label: string, max: number) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`);
const letterNo = (label: string) =>
  z
    .string(`${label}应为文本`)
    .trim()
    .regex(/^SQ[0-9]{14}$/, `${label}编号格式不正确`);
const areaCode = z.string('授权区域编码应为文本').regex(/^[0-9]{6}$/, '授权区域编码应为6位数字');

export const letterTemplate = z.object({ code: z.enum(LETTER_TEMPLATE_CODES), name: z.string(), body: z.string() });
export type LetterTemplate = z.infer<typeof letterTemplate>;
export const letterTemplatesEnvelope = envelope(z.array(letterTemplate));

export const letterOptionsBody = z.object({
  /** distributors to grant to, by a part of the name or code */
  granteeKeyword: text('被授权方关键字', 100).optional(),
  /** hospitals, by a part of the name or code */
  hospitalKeyword: text('医院关键字', 100).optional(),
});
export type LetterOptionsBody = z.input<typeof letterOptionsBody>;

export const letterOption = z.object({ value: z.string(), label: z.string() });
export type LetterOption = z.infer<typeof letterOption>;
export const letterProductOption = letterOption.extend({ lineCode: z.string().nullable() });
export type LetterProductOption = z.infer<typeof letterProductOption>;
/** a province with its cities (the Cascader's two levels) */
export const letterAreaOption = letterOption.extend({ children: z.array(letterOption) });
export type LetterAreaOption = z.infer<typeof letterAreaOption>;

/** A valid letter the session's company holds as grantee, with what it may pass on. */
export const letterParentOption = z.object({
  id: z.number(),
  letterNo: z.string(),
  grantorName: z.string(),
  level: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  /** the products it names and those of the product lines it names */
  products: z.array(letterProductOption),
  productLines: z.array(letterOption),
  /** empty: nationwide */
  regions: z.array(letterOption),
  /** empty: every hospital of its regions */
  hospitals: z.array(letterOption),
});
export type LetterParentOption = z.infer<typeof letterParentOption>;

export const letterOptions = z.object({
  /** FC: grants its own products; AG: grants within its parent letters; anything else: may not grant */
  grantorType: z.enum(['FC', 'AG', 'none']),
  grantees: z.array(letterOption.extend({ code: z.string() })),
  parents: z.array(letterParentOption),
  /** a manufacturer's own audited products and product lines (a distributor's are per parent) */
  products: z.array(letterProductOption),
  productLines: z.array(letterOption),
  /** provinces and their cities */
  areas: z.array(letterAreaOption),
  hospitals: z.array(letterOption),
});
export type LetterOptions = z.infer<typeof letterOptions>;
export const letterOptionsEnvelope = envelope(letterOptions);

export const letterSaveBody = z
  .object({
    /** absent: a new draft */
    id: rowId('授权书').optional(),
    /** the draft's updatedAt as read (optimistic update) */
    updatedAt: z.string('更新时间应为文本').optional(),
    /** null: a free-form letter with its own body text */
    templateCode: z.enum(LETTER_TEMPLATE_CODES, '授权书模板不存在').nullable(),
    title: text('授权书标题', 100).min(1, '授权书标题不能为空'),
    /** a free-form letter's text (a template's is filled at save) */
    bodyText: text('授权书正文', 5000).default(''),
    granteeCompanyId: rowId('被授权方'),
    /** a distributor's own valid letter this one derives from (required for a distributor) */
    parentLetterNo: letterNo('上级授权书').nullable().default(null),
    products: z.array(rowId('授权产品'), '授权产品格式不正确').max(LETTER_MAX_ITEMS, `授权产品最多${LETTER_MAX_ITEMS}个`).default([]),
    productLines: z
      .array(text('产品线', 40).min(1, '产品线不能为空'), '产品线格式不正确')
      .max(LETTER_MAX_ITEMS, `产品线最多${LETTER_MAX_ITEMS}个`)
      .default([]),
    /** empty: nationwide */
    regions: z.array(areaCode, '授权区域格式不正确').max(LETTER_MAX_ITEMS, `授权区域最多${LETTER_MAX_ITEMS}个`).default([]),
    hospitals: z.array(rowId('授权医院'), '授权医院格式不正确').max(LETTER_MAX_ITEMS, `授权医院最多${LETTER_MAX_ITEMS}个`).default([]),
    validFrom: dayField('授权开始日期'),
    validTo: dayField('授权结束日期'),
    remark: text('备注', 500).default(''),
  })
  .refine((b) => b.validFrom <= b.validTo, { message: '授权结束日期不能早于授权开始日期', path: ['validTo'] })
  .refine((b) => b.templateCode !== null || b.bodyText.length > 0, { message: '手工授权书须填写授权书正文', path: ['bodyText'] });
export type LetterSaveBody = z.input<typeof letterSaveBody>;

export const letterRenewBody = z
  .object({
    id: rowId('授权书'),
    validFrom: dayField('续期开始日期'),
    validTo: dayField('续期结束日期'),
    remark: text('续期说明', 500).default(''),
  })
  .refine((b) => b.validFrom <= b.validTo, { message: '续期结束日期不能早于续期开始日期', path: ['validTo'] });
export type LetterRenewBody = z.input<typeof letterRenewBody>;

export const letterReasonBody = z.object({
  id: rowId('授权书'),
  reason: text('原因', 200).min(1, '请填写原因'),
});
export type LetterReasonBody = z.input<typeof letterReasonBody>;

export const letterReinstateBody = z.object({ id: rowId('授权书'), reason: text('恢复说明', 200).default('') });
export type LetterReinstateBody = z.input<typeof letterReinstateBody>;

/** The detail as authorization/letter/detail and the writing calls answer it: with the version's updatedAt, which a
 *  draft's save sends back (optimistic update, CM1111). */
export const letterDetailWithStamp = letterDetail.extend({ updatedAt: z.string() });
export type LetterDetailWithStamp = z.infer<typeof letterDetailWithStamp>;
export const letterDetailWithStampEnvelope = envelope(letterDetailWithStamp);

/** A lifecycle step's answer: the letter after it and the derived letters whose state depends on it. */
export const letterChangeAnswer = z.object({
  letter: letterDetailWithStamp,
  descendants: z.array(letterAncestor.extend({ level: z.number() })),
});
export type LetterChangeAnswer = z.infer<typeof letterChangeAnswer>;
export const letterChangeEnvelope = envelope(letterChangeAnswer);

/** The derived letters down the chain (what terminating or suspending this one suspends). */
export const letterDescendantsEnvelope = envelope(z.array(letterAncestor.extend({ level: z.number() })));
