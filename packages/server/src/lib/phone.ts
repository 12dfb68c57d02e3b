// Phone numbers of other people leave the server masked (138****0000), in lists and exports alike.

/** 13812341234 -> 138****1234; short numbers keep only their last two digits. */
export const maskPhone = (phone: string | null): string | null => {
  if (!phone) return phone;
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `****${phone.slice(-2)}`;
};
