// Staff-centre error codes, SMS and mail settings, templates and outboxes (smsSet, shortMessage, mail-setting)
// SC1500–SC1529. Spread into ERRORS.
export const MESSAGING_ERRORS = {
  MESSAGING_NOT_FOUND: { code: 'SC1500', msg: '记录不存在或无权查看' },
  SMS_TEMPLATE_NOT_FOUND: { code: 'SC1501', msg: '该短信类型没有自定义模板' },
  MAIL_TEMPLATE_NOT_FOUND: { code: 'SC1502', msg: '邮件模板不存在或无权查看' },
  MAIL_TEMPLATE_CODE_TAKEN: { code: 'SC1503', msg: '模板编码已存在' },
  MAIL_SEND_FAILED: { code: 'SC1504', msg: '测试邮件发送失败' },
  SMS_KEYS_REQUIRED: { code: 'SC1505', msg: '启用第三方短信服务商时请输入AccessKey ID和AccessKey Secret' },
  SMS_EXPORT_TOO_MANY: { code: 'SC1506', msg: '导出的短信记录超过10000条，请缩小查询范围' },
  SECRET_UNREADABLE: { code: 'SC1507', msg: '已保存的密钥无法解密（密钥已更换），请重新输入密码或密钥' },
  MAIL_USER_REQUIRED: { code: 'SC1508', msg: '填写了SMTP密码时请输入SMTP用户名' },
} as const;
