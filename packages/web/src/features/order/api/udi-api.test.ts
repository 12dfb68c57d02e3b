// @vitest-environment happy-dom
// udi/parse from the order screens: POSTs {code} to the product centre and answers the payload; a refused
// code rejects with the server's message and no global notification (the scan field shows it).
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import { stubFetch } from '../../../lib/fetch-test-utils';
import { writeSessionCookies } from '../../../lib/session-cookies';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import { udiParse } from './udi-api';

const notify = vi.fn();
beforeEach(() => {
  configureShellEffects({ notify, message: vi.fn() });
  writeSessionCookies({ companyId: 4, tenantId: 1, token: 't' });
});
afterEach(() => {
  resetShellEffects();
  vi.unstubAllGlobals();
  notify.mockReset();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('udiParse', () => {
  it('POSTs the code to udi/parse and answers the payload', async () => {
    const server = stubFetch();
    server.reply(() => ({ body: { code: '0', msg: 'success', payload: { scheme: 'GS1', di: '06901234567892' } } }));
    expect(await udiParse('(01)06901234567892')).toEqual({ scheme: 'GS1', di: '06901234567892' });
    expect(server.seen[0]!.method).toBe('POST');
    expect(server.seen[0]!.url.pathname).toBe(`${PRODUCT_CENTER_BASE}/udi/parse`);
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ code: '(01)06901234567892' });
  });

  it("rejects with the server's message for a bad code, without a notification", async () => {
    const server = stubFetch();
    server.reply(() => ({ body: { code: 'PD1073', msg: 'GTIN 06901234567893 校验位错误，应为2', payload: null } }));
    await expect(udiParse('(01)06901234567893')).rejects.toMatchObject({ code: 'PD1073', msg: 'GTIN 06901234567893 校验位错误，应为2' });
    expect(notify).not.toHaveBeenCalled();
  });
});
