// Helper patterns of spec 2 section 5, as RegExps any form rule can use.

/** Up to 15 integer digits and up to 4 decimals. */
export const DECIMAL_15_4 = /^\d{1,15}(\.\d{1,4})?$/;
/** Up to 15 integer digits and up to 2 decimals. */
export const DECIMAL_15_2 = /^\d{1,15}(\.\d{1,2})?$/;
/** 6–11 digits, optionally after a 3–4 digit area prefix and a dash (0571-88886666, 13800000000). */
export const PHONE_LIKE = /^(\d{3,4}-)?\d{6,11}$/;
/** A standard mail address: local part, @, domain with a dot and a 2+ letter top level. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
