// Request logs carry method, url and status, never passwords, tokens or verification codes.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../app.js';
import { loadConfig } from '../config.js';
import { freshDatabase } from './app.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let drop: () => Promise<void>;
let log = '';
beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const stream = new PassThrough();
  stream.on('data', (d) => {
    log += d;
  });
  app = await build({ db: fresh.db, config: { ...loadConfig({}), LOG_LEVEL: 'trace' }, logStream: stream });
  app.post('/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('logging and unexpected errors', () => {
  it('logs requests without the password or the issued token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/m-staff-center/api/v1/login/loginByUserName',
      headers: { tenantid: '1' },
      payload: { userName: 'admin', password: 'Demo1234' },
    });
    const token = res.json().payload.token as string;
    await app.inject({
      method: 'POST',
      url: '/m-staff-center/api/v1/login/currentUser',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(log).toContain('/m-staff-center/api/v1/login/loginByUserName');
    expect(log).not.toContain('Demo1234');
    expect(log).not.toContain(token.split('.')[1]);
  });

  it('answers an unexpected error with a generic 500 envelope and a request id, details only in the log', async () => {
    const res = await app.inject({ method: 'POST', url: '/boom', payload: {} });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('500');
    expect(body.msg).toContain('服务器开小差了');
    expect(body.msg).toContain(body.payload.requestId);
    expect(res.body).not.toContain('secret internal detail');
    expect(log).toContain('secret internal detail');
  });

  it('sets helmet security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
