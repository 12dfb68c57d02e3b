// sms/* and mail/* of system setup: SMS provider settings, templates (used by the code sends) and the masked
// history (platform only); each company's SMTP settings, test-send (a local SMTP server, or the outbox when no
// host is set), outbox and mail templates. Secrets never answered and stored sealed; audit with '***';
// 403 without the grant; other companies and tenant 2 out of reach.
import { mkdtemp, rm, stat, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ERRORS } from '@medportal/contracts/common/errors';
import { call, createTestApp, login, STAFF, type Reply, type TestApp } from '../../../test/app.js';
import { DEMO_PHONES } from '../../../db/seed/demo.js';
import { lazySecretBox, secretBox } from '../../../lib/secrets.js';
import { auditLog } from '../audit/audit.table.js';
import { smsOutbox } from '../auth/auth.table.js';
import { mailSettings, smsSettings } from './messaging.table.js';

const SMS = `${STAFF}/sms`;
const MAIL = `${STAFF}/mail`;
const SECRETS_KEY = randomBytes(32).toString('base64');
const KEY_ID = 'LTAI5tKeyIdPlain0001';
const KEY_SECRET = 'S3cr3t-Sms-Plaintext-Value';
const SMTP_PASSWORD = 'smtp-Pa55word-plain';

let t: TestApp;
let admin: string;
let fcAdmin: string;
let fc2Admin: string;
let fcQuality: string;
let agUser: string;
let t2Admin: string;
let fcCompanyId: number;

const expectRefused = (res: Reply, field: string) => {
  expect(res.body.code).not.toBe('0');
  expect(res.body.msg).toContain(field);
};
/** No answer carries a secret. */
const expectNoSecret = (res: Reply) => {
  const text = JSON.stringify(res.body);
  for (const s of [KEY_ID, KEY_SECRET, SMTP_PASSWORD]) expect(text).not.toContain(s);
};
/** Refused for want of the grant or the company (the access check answers FORBIDDEN). */
const expectForbidden = (res: Reply) => expect(res.body.code).toBe(ERRORS.FORBIDDEN.code);
const latestAudit = async (objectType: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType)))
        .orderBy(desc(auditLog.id))
        .limit(1),
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp({ SECRETS_KEY });
  [admin, fcAdmin, fc2Admin, fcQuality, agUser, t2Admin] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'fc_quality'),
    login(t.app, 'ag_user'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
  fcCompanyId = (await call(t.app, `${MAIL}/setting/get`, {}, { token: fcAdmin })).body.payload.companyId;
});
afterAll(() => t.close());

describe('secrets at rest', () => {
  it('seals with AES-256-GCM: a fresh IV each time, only the same key opens it', () => {
    const box = secretBox(randomBytes(32));
    const a = box.seal('x-plain');
    expect(a).not.toContain('x-plain');
    expect(box.seal('x-plain')).not.toBe(a);
    expect(box.open(a)).toBe('x-plain');
    expect(secretBox(randomBytes(32)).open(a)).toBeNull();
  });

  it('without SECRETS_KEY, a random key is created once in DATA_DIR with mode 0600 and reused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    try {
      const sealed = lazySecretBox({ DATA_DIR: dir }).seal('v');
      const file = join(dir, 'secrets.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
      expect(lazySecretBox({ DATA_DIR: dir }).open(sealed)).toBe('v');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('sms/setting', () => {
  it('the platform reads the seeded setting; keys answered only as set or not', async () => {
    const res = await call(t.app, `${SMS}/setting/get`, {}, { token: admin });
    expect(res.body.payload).toMatchObject({
      saved: true,
      providerType: 'outbox',
      signName: '医械供应链协同平台',
      accessKeyIdSet: false,
      accessKeySecretSet: false,
    });
  });

  it('validates and names the field; a third-party provider needs both keys', async () => {
    const base = { providerName: '阿里云短信', providerType: 'aliyun', signName: '康瑞医械', enabled: true };
    expectRefused(await call(t.app, `${SMS}/setting/save`, { ...base, signName: '签' }, { token: admin }), '短信签名');
    expectRefused(await call(t.app, `${SMS}/setting/save`, { ...base, providerType: 'x' }, { token: admin }), '服务商类型');
    expectRefused(await call(t.app, `${SMS}/setting/save`, { ...base, providerName: '' }, { token: admin }), '服务商名称');
    const noKeys = await call(t.app, `${SMS}/setting/save`, base, { token: admin });
    expect(noKeys.body.code).toBe('SC1505');
  });

  it('stores the keys sealed, never answers them, keeps them when left empty, audits them as ***', async () => {
    const body = {
      providerName: '阿里云短信',
      providerType: 'aliyun',
      signName: '康瑞医械',
      enabled: true,
      accessKeyId: KEY_ID,
      accessKeySecret: KEY_SECRET,
    };
    const saved = await call(t.app, `${SMS}/setting/save`, body, { token: admin });
    expect(saved.body.payload).toMatchObject({ accessKeyIdSet: true, accessKeySecretSet: true, signName: '康瑞医械' });
    expectNoSecret(saved);
    expectNoSecret(await call(t.app, `${SMS}/setting/get`, {}, { token: admin }));
    const [row] = await t.db.tenant(1, (tx) => tx.select().from(smsSettings).where(eq(smsSettings.tenantId, 1)));
    expect(row!.accessKeySecretSealed).toBeTruthy();
    expect(row!.accessKeySecretSealed).not.toContain(KEY_SECRET);
    expect(row!.accessKeyIdSealed).not.toContain(KEY_ID);
    expect(lazySecretBox({ SECRETS_KEY, DATA_DIR: '/nonexistent' }).open(row!.accessKeySecretSealed!)).toBe(KEY_SECRET);

    const kept = await call(
      t.app,
      `${SMS}/setting/save`,
      { ...body, accessKeyId: '', accessKeySecret: undefined, signName: '康瑞' },
      { token: admin },
    );
    expect(kept.body.payload).toMatchObject({ accessKeyIdSet: true, accessKeySecretSet: true, signName: '康瑞' });
    const audit = await latestAudit('smsSetting');
    expect(audit.action).toBe('update');
    expect(audit.before).toMatchObject({ accessKeyId: '***', accessKeySecret: '***', signName: '康瑞医械' });
    expect(audit.after).toMatchObject({ accessKeyId: '***', accessKeySecret: '***', signName: '康瑞' });
    expect(JSON.stringify(audit)).not.toContain(KEY_SECRET);
  });

  it("403 without the grant (sys.sms is the platform's)", async () => {
    for (const token of [fcAdmin, agUser]) {
      expectForbidden(await call(t.app, `${SMS}/setting/get`, {}, { token }));
      expectForbidden(await call(t.app, `${SMS}/history/pageList`, {}, { token }));
    }
    expectForbidden(
      await call(t.app, `${SMS}/template/save`, { smsType: 1, name: 'x', content: '${code}', enabled: true }, { token: fcAdmin }),
    );
  });
});

describe('sms/template and the sends', () => {
  it('validates the content: ${code} required, unknown variables named', async () => {
    const body = { smsType: 1, name: '登录', enabled: true };
    expectRefused(await call(t.app, `${SMS}/template/save`, { ...body, content: '您的登录码' }, { token: admin }), '${code}');
    expectRefused(await call(t.app, `${SMS}/template/save`, { ...body, content: '${code} ${foo}' }, { token: admin }), '${foo}');
    expectRefused(await call(t.app, `${SMS}/template/save`, { ...body, smsType: 9, content: '${code}' }, { token: admin }), '短信类型');
  });

  it('a saved template is the text of the next login code (under the configured sign); deleting it restores the default', async () => {
    const list = await call(t.app, `${SMS}/template/list`, {}, { token: admin });
    expect(list.body.payload).toHaveLength(5);
    expect(list.body.payload[0]).toMatchObject({ smsType: 1, custom: false });
    expect(list.body.payload[4]).toMatchObject({ smsType: 5, custom: true });

    const saved = await call(
      t.app,
      `${SMS}/template/save`,
      { smsType: 1, name: '登录验证码', content: '${name}您好，登录验证码为${code}，${minutes}分钟内有效。', enabled: true },
      { token: admin },
    );
    expect(saved.body.payload).toMatchObject({ custom: true, smsType: 1 });
    const phone = DEMO_PHONES['ag_user']!;
    expect((await call(t.app, `${STAFF}/login/sendVerificationCode`, { phone, type: 1 }, { tenantId: 1 })).body.code).toBe('0');
    const [row] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.tenantId, 1), eq(smsOutbox.phone, phone)))
        .orderBy(desc(smsOutbox.id))
        .limit(1),
    );
    expect(row!.content).toMatch(/^【康瑞】.+您好，登录验证码为\d{6}，5分钟内有效。$/);

    // the history masks the code, filters by phone, type and status
    const history = await call(t.app, `${SMS}/history/pageList`, { phone, type: 1, status: 'valid', pageSize: 20 }, { token: admin });
    expect(history.body.payload.totalElements).toBe(1);
    const entry = history.body.payload.content[0];
    expect(entry).toMatchObject({ phone, type: 1, status: 'valid', provider: 'outbox' });
    expect(entry.content).toContain('登录验证码为******');
    expect(JSON.stringify(history.body)).not.toContain(row!.code);
    expect((await call(t.app, `${SMS}/history/pageList`, { phone, status: 'consumed' }, { token: admin })).body.payload.totalElements).toBe(
      0,
    );
    expectRefused(
      await call(t.app, `${SMS}/history/pageList`, { timeStart: '2026-02-01', timeEnd: '2026-01-01' }, { token: admin }),
      '开始时间',
    );

    const exported = await t.app.inject({
      method: 'POST',
      url: `${SMS}/history/export`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { phone },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.includes(Buffer.from(row!.code))).toBe(false);

    expect((await call(t.app, `${SMS}/template/delete`, { smsType: 1 }, { token: admin })).body.code).toBe('0');
    expect((await call(t.app, `${SMS}/template/detail`, { smsType: 1 }, { token: admin })).body.payload).toMatchObject({ custom: false });
    expect((await call(t.app, `${SMS}/template/delete`, { smsType: 1 }, { token: admin })).body.code).toBe('SC1501');
  });

  it("tenant 2 sees neither tenant 1's settings nor its history", async () => {
    const setting = await call(t.app, `${SMS}/setting/get`, {}, { token: t2Admin });
    expect(setting.body.payload).toMatchObject({ saved: false, signName: '医械供应链协同平台' });
    const history = await call(t.app, `${SMS}/history/pageList`, { phone: DEMO_PHONES['ag_user']! }, { token: t2Admin });
    expect(history.body.payload.totalElements).toBe(0);
  });
});

describe('mail/setting and the outbox', () => {
  it('validates and names the field', async () => {
    const base = { host: 'smtp.example.com', port: 465, secure: true, userName: 'u', fromAddress: 'noreply@example.com' };
    expectRefused(await call(t.app, `${MAIL}/setting/save`, { ...base, port: 70000 }, { token: fcAdmin }), 'SMTP端口');
    expectRefused(await call(t.app, `${MAIL}/setting/save`, { ...base, port: 0 }, { token: fcAdmin }), 'SMTP端口');
    expectRefused(await call(t.app, `${MAIL}/setting/save`, { ...base, fromAddress: 'nope' }, { token: fcAdmin }), '发件人地址');
    expectRefused(await call(t.app, `${MAIL}/setting/save`, { ...base, host: 'bad host!' }, { token: fcAdmin }), 'SMTP服务器');
    expect((await call(t.app, `${MAIL}/setting/save`, { ...base, userName: '', password: 'x' }, { token: fcAdmin })).body.code).toBe(
      'SC1508',
    );
  });

  it('with no SMTP host a test mail goes to the outbox, which lists it', async () => {
    const sent = await call(t.app, `${MAIL}/setting/testSend`, { to: 'buyer@example.com' }, { token: fcAdmin });
    expect(sent.body.payload).toMatchObject({ recipient: 'buyer@example.com', status: 'outbox', subject: '邮件设置测试' });
    const list = await call(t.app, `${MAIL}/outbox/pageList`, { recipient: 'buyer@', status: 'outbox' }, { token: fcAdmin });
    expect(list.body.payload.content).toEqual([expect.objectContaining({ id: sent.body.payload.id, recipient: 'buyer@example.com' })]);
    // another company's outbox does not hold it
    const other = await call(t.app, `${MAIL}/outbox/pageList`, {}, { token: fc2Admin });
    expect(other.body.payload.content.map((r: { id: number }) => r.id)).not.toContain(sent.body.payload.id);
  });

  it('stores the password sealed, never answers it; a test mail reaches the SMTP server with it', async () => {
    const received: { user?: string; subject?: string; to?: string }[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, cb) {
        if (auth.username === 'mailer' && auth.password === SMTP_PASSWORD) cb(null, { user: auth.username });
        else cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
        stream.on('end', () => {
          received.push({
            user: String(session.user),
            subject: /^Subject: (.*)$/m.exec(data)?.[1],
            to: session.envelope.rcptTo[0]?.address,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const body = {
        host: '127.0.0.1',
        port,
        secure: false,
        userName: 'mailer',
        password: SMTP_PASSWORD,
        fromAddress: 'noreply@kangrui.example.com',
        fromName: '康瑞',
      };
      const saved = await call(t.app, `${MAIL}/setting/save`, body, { token: fcAdmin });
      expect(saved.body.payload).toMatchObject({ saved: true, host: '127.0.0.1', port, passwordSet: true });
      expectNoSecret(saved);
      expectNoSecret(await call(t.app, `${MAIL}/setting/get`, {}, { token: fcAdmin }));
      const [row] = await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(mailSettings)
          .where(and(eq(mailSettings.tenantId, 1), eq(mailSettings.companyId, fcCompanyId))),
      );
      expect(row!.passwordSealed).not.toContain(SMTP_PASSWORD);
      const audit = await latestAudit('mailSetting');
      expect(audit.after).toMatchObject({ password: '***', host: '127.0.0.1' });
      expect(JSON.stringify(audit)).not.toContain(SMTP_PASSWORD);

      const sent = await call(t.app, `${MAIL}/setting/testSend`, { to: 'qa@example.com' }, { token: fcAdmin });
      expect(sent.body.payload).toMatchObject({ status: 'sent', recipient: 'qa@example.com' });
      expect(received).toEqual([{ user: 'mailer', subject: expect.stringContaining('=?UTF-8?'), to: 'qa@example.com' }]);

      // a template rendered with the sample values
      const templates = await call(t.app, `${MAIL}/template/pageList`, { keyword: 'orderNotice' }, { token: fcAdmin });
      const id = templates.body.payload.content[0].id as number;
      const viaTemplate = await call(t.app, `${MAIL}/setting/testSend`, { to: 'qa@example.com', templateId: id }, { token: fcAdmin });
      expect(viaTemplate.body.payload.subject).toBe('【上海康瑞医疗器械有限公司】您有新的订单待处理');
      expect(received).toHaveLength(2);

      // a wrong password (kept when left empty, replaced when given): the refusal is named, recorded as failed
      await call(t.app, `${MAIL}/setting/save`, { ...body, password: 'wrong-one' }, { token: fcAdmin });
      const refused = await call(t.app, `${MAIL}/setting/testSend`, { to: 'qa@example.com' }, { token: fcAdmin });
      expect(refused.body.code).toBe('SC1504');
      expect(refused.body.msg).toContain('测试邮件发送失败');
      expect(refused.body.msg).not.toContain('wrong-one');
      const failed = await call(t.app, `${MAIL}/outbox/pageList`, { status: 'failed' }, { token: fcAdmin });
      expect(failed.body.payload.totalElements).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // back to no host: the outbox
    await call(
      t.app,
      `${MAIL}/setting/save`,
      { host: '', port: 25, secure: false, userName: '', clearPassword: true, fromAddress: 'noreply@kangrui.example.com' },
      { token: fcAdmin },
    );
    expect((await call(t.app, `${MAIL}/setting/get`, {}, { token: fcAdmin })).body.payload).toMatchObject({ host: '', passwordSet: false });
  });

  it('403 without the grant; another company refused; the platform may name a company', async () => {
    expectForbidden(await call(t.app, `${MAIL}/setting/get`, {}, { token: agUser }));
    expectForbidden(await call(t.app, `${MAIL}/setting/testSend`, { to: 'a@example.com' }, { token: fcQuality }));
    expectForbidden(await call(t.app, `${MAIL}/setting/get`, { companyId: fcCompanyId }, { token: fc2Admin }));
    expectForbidden(await call(t.app, `${MAIL}/outbox/pageList`, { companyId: fcCompanyId }, { token: fc2Admin }));
    const platform = await call(t.app, `${MAIL}/setting/get`, { companyId: fcCompanyId }, { token: admin });
    expect(platform.body.payload).toMatchObject({ companyId: fcCompanyId, companyName: '上海康瑞医疗器械有限公司' });
  });
});

describe('mail/template', () => {
  it('creates, validates, updates, refuses a taken code, audits and deletes', async () => {
    const body = { code: 'welcome', name: '欢迎邮件', subject: '欢迎${name}', body: '${name}，欢迎加入${companyName}。', enabled: true };
    expectRefused(
      await call(t.app, `${MAIL}/template/save`, { ...body, body: '${unknown}' }, { token: fcAdmin }),
      '邮件正文包含未知变量${unknown}',
    );
    expectRefused(await call(t.app, `${MAIL}/template/save`, { ...body, code: '1bad' }, { token: fcAdmin }), '模板编码');
    expectRefused(await call(t.app, `${MAIL}/template/save`, { ...body, subject: '' }, { token: fcAdmin }), '邮件主题');
    const created = await call(t.app, `${MAIL}/template/save`, body, { token: fcAdmin });
    expect(created.body.payload).toMatchObject({ code: 'welcome', companyId: fcCompanyId });
    const id = created.body.payload.id as number;
    expect((await call(t.app, `${MAIL}/template/save`, body, { token: fcAdmin })).body.code).toBe('SC1503');
    const updated = await call(t.app, `${MAIL}/template/save`, { ...body, id, name: '欢迎' }, { token: fcAdmin });
    expect(updated.body.payload.name).toBe('欢迎');
    expect((await latestAudit('mailTemplate')).before).toMatchObject({ name: '欢迎邮件' });

    // another company, another tenant: not found
    expect((await call(t.app, `${MAIL}/template/detail`, { id }, { token: fc2Admin })).body.code).toBe('SC1502');
    expect((await call(t.app, `${MAIL}/template/save`, { ...body, id }, { token: fc2Admin })).body.code).toBe('SC1502');
    expect((await call(t.app, `${MAIL}/template/delete`, { id }, { token: fc2Admin })).body.code).toBe('SC1502');
    expect((await call(t.app, `${MAIL}/template/detail`, { id }, { token: t2Admin })).body.code).toBe('SC1502');
    expect((await call(t.app, `${MAIL}/setting/testSend`, { to: 'a@example.com', templateId: id }, { token: fc2Admin })).body.code).toBe(
      'SC1502',
    );
    expect((await call(t.app, `${MAIL}/template/pageList`, {}, { token: t2Admin })).body.payload.totalElements).toBe(0);

    expect((await call(t.app, `${MAIL}/template/delete`, { id }, { token: fcAdmin })).body.code).toBe('0');
    expect((await call(t.app, `${MAIL}/template/detail`, { id }, { token: fcAdmin })).body.code).toBe('SC1502');
  });
});
