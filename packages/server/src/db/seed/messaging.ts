// SMS and mail demo data: tenant 1's SMS settings (the built-in outbox, the default sign) and a template for
// seal-use codes; mail templates of 上海康瑞 (FC0001) and the platform (MM0001), and a few mails in their
// outboxes (no SMTP server is configured: demo mail stays local). No secrets are seeded.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { companies, mailOutbox, mailTemplates, smsSettings, smsTemplates } from '../schema.js';

const ORDER_NOTICE = {
  code: 'orderNotice',
  name: '订单通知',
  subject: '【${companyName}】您有新的订单待处理',
  body: '${name}，您好：\n\n${companyName}于${date}收到新的订单，请登录平台处理：${link}\n\n${content}',
};
const QUALIFICATION_EXPIRY = {
  code: 'qualificationExpiry',
  name: '资质到期提醒',
  subject: '【${companyName}】资质证照即将到期',
  body: '${name}，您好：\n\n贵司有资质证照将于${date}到期，请及时更新：${link}',
};

export async function seedMessaging(db: Database): Promise<void> {
  await db.tenant(1, async (tx) => {
    await tx
      .insert(smsSettings)
      .values({ tenantId: 1, providerName: '站内发件箱', providerType: 'outbox', signName: '医械供应链协同平台', enabled: true });
    await tx.insert(smsTemplates).values({
      tenantId: 1,
      smsType: 5,
      name: '用章验证码',
      content: '您正在申请使用电子印章，验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。',
      enabled: true,
    });
    const found = await tx
      .select({ id: companies.id, code: companies.code })
      .from(companies)
      .where(and(eq(companies.tenantId, 1), inArray(companies.code, ['FC0001', 'MM0001'])));
    const idOf = (code: string) => found.find((c) => c.code === code)!.id;
    const fc = idOf('FC0001');
    const mm = idOf('MM0001');
    await tx.insert(mailTemplates).values([
      { tenantId: 1, companyId: fc, ...ORDER_NOTICE },
      { tenantId: 1, companyId: fc, ...QUALIFICATION_EXPIRY },
      { tenantId: 1, companyId: mm, ...QUALIFICATION_EXPIRY },
    ]);
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    await tx.insert(mailOutbox).values([
      {
        tenantId: 1,
        companyId: fc,
        recipient: 'purchase@hengtai-med.example.com',
        subject: '【上海康瑞医疗器械有限公司】您有新的订单待处理',
        body: '马丽，您好：\n\n上海康瑞医疗器械有限公司收到新的订单，请登录平台处理。',
        status: 'outbox',
        createdAt: daysAgo(2),
      },
      {
        tenantId: 1,
        companyId: fc,
        recipient: 'quality@kangrui-med.example.com',
        subject: '邮件设置测试',
        body: '这是一封测试邮件：收到即表示邮件设置可用。',
        status: 'outbox',
        createdAt: daysAgo(1),
      },
    ]);
  });
}
