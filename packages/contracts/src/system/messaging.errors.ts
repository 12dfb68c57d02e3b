// Staff-centre error codes, SMS and mail settings, templates and outboxes (smsSet, shortMessage, mail-setting): SC1500–SC1529. Spread into ERRORS.
export const MESSAGING_ERRORS = {
  MESSAGING_NOT_FOUND: { code: 'SC1500', msg: '记录不存在或无权查看' },
} as const;
