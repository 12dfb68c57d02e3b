// QR upload (prefix /guoke-deepexi-file-library/api/v1/qrUpload): the desktop asks for a one-time
// code, shows a QR of the phone page (/upload/h5?code=…&token=…), the phone posts the file
// (multipart fields code, token, file — the only public call) and the desktop polls /file.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const QR_CODE_TTL_SECONDS = 600;
/** Path of the phone page in the web hash router; the QR encodes `${origin}/#${QR_PHONE_PATH}?code=…&token=…`. */
export const QR_PHONE_PATH = '/upload/h5';

/** '<tenantId>.<random>': the phone has no session, so the code names its tenant (the token proves it). */
export const qrCodeValue = z.string('二维码编号应为字符串').regex(/^[1-9]\d{0,8}\.[A-Za-z0-9_-]{16,64}$/, '二维码编号格式不正确');
export const qrTokenValue = z.string('上传凭证应为字符串').regex(/^[A-Za-z0-9_-]{16,128}$/, '上传凭证格式不正确');

export const qrCodeEnvelope = envelope(
  z.object({
    code: z.string(),
    token: z.string(),
    /** ISO 8601 */
    expiresAt: z.string(),
  }),
);

export const qrFileBody = z.object({ code: qrCodeValue });
export type QrFileBody = z.infer<typeof qrFileBody>;
export const qrCancelBody = z.object({ code: qrCodeValue });
export type QrCancelBody = z.infer<typeof qrCancelBody>;

export const qrFileSchema = z.object({
  fileCode: z.string(),
  /** download url of the file library */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type QrFile = z.infer<typeof qrFileSchema>;

/** payload null while nothing has been uploaded yet */
export const qrFileEnvelope = envelope(qrFileSchema.nullable());

/** The phone upload answers with the stored file (same shape the desktop then reads). */
export const qrUploadEnvelope = envelope(qrFileSchema);
