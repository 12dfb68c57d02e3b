// Stamping an authorisation letter (seal + SMS code to the seal's holder), its PDF and the public verification
// (/m-channel-center/api/v1/authorization/letter/stamp*, letter/pdf, authorization/verify).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { LETTER_STATE_CODES, SEAL_TYPE_CODES } from './letter-rules.js';

/** A seal the session's user may put on the letter: company seals granted to them and their own signature. */
export const stampSeal = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['company', 'personal']),
  sealType: z.enum(SEAL_TYPE_CODES),
  sealTypeName: z.string(),
  /** the custodian who receives the code, and the phone masked (138****0001) */
  holderName: z.string(),
  holderPhone: z.string(),
  /** GET url of the seal's PNG (staff centre seal/image) */
  imageUrl: z.string(),
});
export type StampSeal = z.infer<typeof stampSeal>;
export const stampSealsEnvelope = envelope(z.array(stampSeal));

export const stampSealBody = z.object({ id: rowId('授权书'), sealId: rowId('印章') });
export type StampSealBody = z.infer<typeof stampSealBody>;
/** The code went to this (masked) phone. */
export const stampSendCodeEnvelope = envelope(z.object({ phone: z.string() }));

export const stampBody = stampSealBody.extend({
  code: z
    .string('请输入短信验证码')
    .trim()
    .min(1, '请输入短信验证码')
    .regex(/^\d{6}$/, '短信验证码应为6位数字'),
});
export type StampBody = z.infer<typeof stampBody>;
export const stampEnvelope = envelope(
  z.object({ id: z.number(), letterNo: z.string(), version: z.number(), pdfFileCode: z.string(), contentHash: z.string() }),
);

export const letterPdfQuery = z.object({
  id: z.coerce.number('授权书应为数字').int('授权书不正确').min(1, '授权书不正确').max(2_147_483_647, '授权书不正确'),
});

const letterNo = z
  .string('请输入授权书编号')
  .trim()
  .min(1, '请输入授权书编号')
  .max(24, '授权书编号不正确')
  .regex(/^[A-Za-z0-9]+$/, '授权书编号不正确');
/** Public verification: the number printed on the letter (query or body). */
export const letterVerifyQuery = z.object({ letterNo });
export const letterVerifyBody = z.object({ letterNo });
export type LetterVerifyBody = z.infer<typeof letterVerifyBody>;

/** What the public is told about a letter number (its current version) — and nothing else. */
export const letterVerifyResult = z.object({
  letterNo: z.string(),
  grantorName: z.string(),
  granteeName: z.string(),
  products: z.array(z.string()),
  regions: z.array(z.string()),
  hospitals: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(LETTER_STATE_CODES),
  stateName: z.string(),
});
export type LetterVerifyResult = z.infer<typeof letterVerifyResult>;
export const letterVerifyEnvelope = envelope(letterVerifyResult);
