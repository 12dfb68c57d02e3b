// Rules of the user screens without zod (the web imports them at run time): the ID card check and the
// display masks. users.contract re-exports them for the server.

// GB 11643-1999: 17 digits and a check character (0-9 or X) over the weights 2^(17-i) mod 11.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
export const ID_CARD_SHAPE = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;
export const ID_CARD_MSG = '身份证号格式不正确或校验位错误';

/** True for an 18-character resident ID number with a valid birth date and check character. */
export function isValidIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!ID_CARD_SHAPE.test(id)) return false;
  const birth = new Date(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}T00:00:00Z`);
  if (Number.isNaN(birth.getTime()) || birth.toISOString().slice(0, 10) !== `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`) {
    return false;
  }
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** 110101199003074578 -> 110***********4578: what is stored and shown; the full number is never kept. */
export const maskIdCard = (value: string): string => {
  const id = value.trim().toUpperCase();
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
};

/** The status filter and answer of the user list: '1' enabled, '0' disabled, '2' locked. */
export const SYS_USER_STATUS = { enabled: '1', disabled: '0', locked: '2' } as const;
