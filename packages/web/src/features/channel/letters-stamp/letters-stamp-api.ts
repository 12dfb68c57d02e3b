// Typed client of the stamping calls (channel centre authorization/letter/stamp*), the letter's summary and PDF, and
// the public verification (authorization/verify, no session needed).
import type { LetterDetail } from '@medportal/contracts/channel/letters.contract';
import type { LetterVerifyResult, StampSeal } from '@medportal/contracts/channel/letters-stamp.contract';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../../lib/api-client';

export type { LetterDetail, LetterVerifyResult, StampSeal };

const payload = async <T>(url: string, body: unknown, opts?: { ignoreErrors?: boolean }): Promise<T> =>
  (await post<T>(url, body, opts)).payload;

export const letterDetail = (id: number) => payload<LetterDetail>(CHANNEL_API.letterDetail, { id });
export const stampSeals = (id: number) => payload<StampSeal[]>(CHANNEL_API.letterStampSeals, { id });
export const sendStampCode = (id: number, sealId: number) => payload<{ phone: string }>(CHANNEL_API.letterStampSendCode, { id, sealId });
export const stampLetter = (id: number, sealId: number, code: string) =>
  payload<{ id: number; letterNo: string; version: number; pdfFileCode: string; contentHash: string }>(CHANNEL_API.letterStamp, {
    id,
    sealId,
    code,
  });
/** the letter's PDF (fetched with the session by the kit's PDF viewer) */
export const letterPdfUrl = (id: number) => `${CHANNEL_API.letterPdf}?id=${id}`;

/** The verification's not-found answer (CM1155): the page says so itself. */
export const VERIFY_NOT_FOUND = 'CM1155';
export const verifyLetter = (letterNo: string) =>
  payload<LetterVerifyResult>(CHANNEL_API.letterVerify, { letterNo }, { ignoreErrors: true });
