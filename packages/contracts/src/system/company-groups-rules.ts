// Company groups (集团) without zod (the web imports them at run time): the data domains a group's /set
// screen switches on, per domain whether the head company's administrator sees the member companies' rows.

/** orders: the order lists (enforced by the mall's order scope); qualificationFiles, letters: granted for their lists */
export const GROUP_DATA_DOMAINS = ['orders', 'qualificationFiles', 'letters'] as const;
export type GroupDataDomain = (typeof GROUP_DATA_DOMAINS)[number];

export const GROUP_DATA_DOMAIN_NAMES: Record<GroupDataDomain, string> = {
  orders: '订单',
  qualificationFiles: '资质证照',
  letters: '授权书',
};

/** A group's code: letters, digits, underscore and dash. */
export const GROUP_CODE_SHAPE = /^[A-Za-z0-9_-]+$/;
export const GROUP_MEMBERS_MAX = 200;
