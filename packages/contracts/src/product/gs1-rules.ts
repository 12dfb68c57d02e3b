// GS1 rules shared by the server and the web (zod-free): the mod-10 check digit of GTIN-8/12/13/14.

/** The GS1 mod-10 check digit of a string of digits without its check digit. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // from the right: weights 3, 1, 3, 1 ...
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 14 digits whose last one is the GS1 check digit of the first 13. */
export function isValidGtin14(value: string): boolean {
  return /^[0-9]{14}$/.test(value) && gs1CheckDigit(value.slice(0, 13)) === value.charCodeAt(13) - 48;
}
