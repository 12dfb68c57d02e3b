// Success envelopes.
import { SUCCESS_CODE } from '@medportal/contracts/common/envelope';

export const ok = <T>(payload: T) => ({ code: SUCCESS_CODE, msg: 'success', payload });
export const done = () => ({ code: SUCCESS_CODE, msg: 'success', payload: null });
