// The error every failed call rejects with, in a module of its own (no transport), so code that only
// inspects errors stays off the request layer's chunk.
export const CANCELLED_CODE = 'CANCELLED';
export const NETWORK_ERROR_CODE = 'NETWORK';

export class ApiError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly payload: unknown;
  /** HTTP status, 0 when no response came back. */
  readonly status: number;
  readonly url: string;

  constructor(init: { code: string; msg: string; payload?: unknown; status?: number; url?: string }) {
    super(init.msg || init.code);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.payload = init.payload;
    this.status = init.status ?? 0;
    this.url = init.url ?? '';
  }

  get cancelled(): boolean {
    return this.code === CANCELLED_CODE;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isCancelledError = (error: unknown): boolean => isApiError(error) && error.cancelled;
