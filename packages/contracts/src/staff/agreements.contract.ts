// Platform agreements: the need-sign check, signing, and the admin save of a new version.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** An id the client may send as a number or a numeric string; null/'null'/'' mean not given. */
export const looseId = (field: string) =>
  z
    .union([
      z.number().int(`${field}必须是整数`).min(-1).max(2_147_483_647),
      z
        .string()
        .max(12)
        .regex(/^(-?\d{1,10}|null|undefined|)$/, `${field}格式不正确`),
      z.null(),
    ])
    .optional()
    .transform((v): number | null => {
      if (v === undefined || v === null || v === '' || v === 'null' || v === 'undefined') return null;
      return Number(v);
    });

export const checkAgreementSignBody = z.object({
  companyId: looseId('企业编号'),
  tenantId: looseId('租户编号'),
});
export type CheckAgreementSignBody = z.infer<typeof checkAgreementSignBody>;

export const agreementItemSchema = z.object({
  id: z.number().int(),
  agreementCode: z.string(),
  agreementContent: z.string(),
  title: z.string(),
});
export type AgreementItem = z.infer<typeof agreementItemSchema>;

export const checkAgreementSignEnvelope = envelope(
  z.object({
    needSign: z.boolean(),
    agreementList: z.array(agreementItemSchema),
  }),
);
export type AgreementCheck = z.infer<typeof checkAgreementSignEnvelope>['payload'];

export const agreementSignatureBody = z.object({
  companyId: looseId('企业编号'),
  tenantId: looseId('租户编号'),
  agreementIdList: z
    .array(z.number().int('协议编号必须是整数').positive('协议编号必须是正整数').max(2_147_483_647))
    .min(1, '请选择要签署的协议')
    .max(50, '一次最多签署50份协议'),
});
export type AgreementSignatureBody = z.infer<typeof agreementSignatureBody>;

/** Agreement HTML is sanitised by the server before it is stored. */
export const AGREEMENT_CONTENT_MAX = 200_000;

export const agreementSaveBody = z.object({
  agreementCode: z
    .string()
    .trim()
    .min(1, '请输入协议编码')
    .max(40, '协议编码不能超过40个字符')
    .regex(/^[A-Za-z0-9_]+$/, '协议编码只能包含字母、数字和下划线'),
  title: z.string().trim().min(1, '请输入协议标题').max(100, '协议标题不能超过100个字符'),
  agreementContent: z.string().min(1, '请输入协议内容').max(AGREEMENT_CONTENT_MAX, '协议内容过长'),
});
export type AgreementSaveBody = z.infer<typeof agreementSaveBody>;

export const agreementSavedEnvelope = envelope(agreementItemSchema.extend({ version: z.number().int() }));

/** Agreements anyone may read before logging in (the register page links the privacy policy). */
export const PUBLIC_AGREEMENT_CODES = ['PRIVACY_POLICY', 'PLATFORM_SERVICE'] as const;
export type PublicAgreementCode = (typeof PUBLIC_AGREEMENT_CODES)[number];

/** GET agreement/content: the code, plus the tenantId and timestamp every request layer call carries. */
export const agreementContentQuery = z.object({
  agreementCode: z.enum(PUBLIC_AGREEMENT_CODES, '协议编码应为 PRIVACY_POLICY 或 PLATFORM_SERVICE'),
  tenantId: z.string().max(12).optional(),
  timestamp: z.string().max(20).optional(),
  t: z.string().max(20).optional(),
  _t: z.string().max(20).optional(),
});
export type AgreementContentQuery = z.infer<typeof agreementContentQuery>;

/** The latest enabled version, null when the tenant has none (the page shows its empty state). */
export const agreementContentEnvelope = envelope(agreementItemSchema.extend({ version: z.number().int() }).nullable());
export type AgreementContent = z.infer<typeof agreementContentEnvelope>['payload'];
