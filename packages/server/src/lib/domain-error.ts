// Business errors: HTTP 200 with a non-'0' code and the catalogue's zh-CN message (or a specific one).
import { ERRORS, type ErrorKey } from '@medportal/contracts/common/errors';

export class DomainError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly payload: unknown;
  constructor(key: ErrorKey, msg?: string, opts: { httpStatus?: number; payload?: unknown } = {}) {
    super(msg ?? ERRORS[key].msg);
    this.code = ERRORS[key].code;
    this.httpStatus = opts.httpStatus ?? 200;
    this.payload = opts.payload ?? null;
  }
}

export const fail = (key: ErrorKey, msg?: string): never => {
  throw new DomainError(key, msg);
};
