// Electronic seals: the zod-free constants the server and the web share (image limit, company seal types).
import { SEAL_TYPE_CODES } from '../channel/letter-rules.js';

/** Largest seal or signature image (bytes). */
export const SEAL_IMAGE_MAX_BYTES = 1024 * 1024;
/** The seal types a company seal may have (a personal signature is its own kind). */
export const COMPANY_SEAL_TYPES = SEAL_TYPE_CODES.filter((t) => t !== 'personal') as Exclude<
  (typeof SEAL_TYPE_CODES)[number],
  'personal'
>[];
export type CompanySealType = (typeof COMPANY_SEAL_TYPES)[number];
