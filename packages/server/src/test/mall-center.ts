// Shared by the mall-center tests (src/modules/mall-center): the prefix, sessions of the demo parties, and a call that
// expects success.
import { expect } from 'vitest';
import { call, type TestApp } from './app.js';

export const MC = '/m-mall-center/api/v1';

export type Sessions = {
  /** AG0001 江苏恒泰 (buyer from FC0001 and FC0002) */ ag: string;
  /** AG0002 浙江华康 (buyer from FC0001) */ ag2: string;
  /** FC0001 上海康瑞 (supplier) */ fc: string;
  /** FC0002 深圳迈德 (supplier) */ fc2: string;
  /** HO0001 hospital: no contracts */ ho: string;
  /** no company yet */ none: string;
  /** tenant 2, AG0001 华东瑞通 */ t2: string;
};

export async function ok(t: TestApp, path: string, token: string, body: unknown = {}, method: 'GET' | 'POST' = 'POST') {
  const res = await call(t.app, `${MC}${path}`, body, { token, method });
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
}

/** A 400 whose message names the field. */
export async function bad(t: TestApp, path: string, token: string, body: unknown, field: string, method: 'GET' | 'POST' = 'POST') {
  // undefined: no body at all (the call helper would send {})
  const res =
    body === undefined
      ? await t.app
          .inject({ method, url: `${MC}${path}`, headers: { authorization: `Bearer ${token}` } })
          .then((r) => ({ status: r.statusCode, body: r.json() }))
      : await call(t.app, `${MC}${path}`, body, { token, method });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('400');
  expect(res.body.msg).toContain(field);
  return res.body.msg as string;
}
