// The one rule for the name of an uploaded file: no control character (Unicode Cc: NUL, tab, line
// breaks, DEL, C1). PostgreSQL text cannot hold a NUL and a download header cannot hold any of them,
// so such a name is refused with a 400 before anything is stored.
import { DomainError } from './domain-error.js';

const CONTROL = /\p{Cc}/u;

export const FILE_NAME_CONTROL_MSG = '文件名：不能包含控制字符（如空字符、换行符）';

/** Throws a 400 naming the field when the name holds a control character. */
export function checkFileName(name: string): void {
  if (CONTROL.test(name)) throw new DomainError('BAD_REQUEST', FILE_NAME_CONTROL_MSG, { httpStatus: 400 });
}
