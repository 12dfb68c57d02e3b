// The accessibility gate (issue 18): axe-core's WCAG 2 A and AA rules on every built screen, in its common
// state (a list with its rows, the form open, the main dialog open), fail on any critical or serious
// violation. One login per role, then the screens are opened by hash inside the running app: the
// public pages first, then each screen as the first of admin, fc_admin, ag_admin and ho_user that holds
// it (a screen refused with the error page is left for the next role). Every finding, of any impact,
// goes to test-results/a11y-report.json.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope } from '@medportal/contracts/common/envelope';
import { BUILT_SCREENS } from '@medportal/contracts/common/screens';
import { LoginPage, DEMO_PASSWORD } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import { clickInPopup } from '../src/pages/popup.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
const TABS_KEPT = 12;

type Finding = { id: string; impact: string; targets: string[]; count: number };
type Audit = { screen: string; state: string; role: string; url: string; ms: number; findings: Finding[] };

// pages without a session (their layout is the login one or none)
const PUBLIC_SCREENS = [
  '/login',
  '/loginAdmin',
  '/login/retrieve',
  '/login/register',
  '/login/registerSuccess',
  '/login/privacy',
  '/login/bindPhone',
  '/login/wechatBindPhone',
  '/login/wechatLoginEndRegister',
  '/auth-login',
  '/temporary-login',
  '/auth-login/temporary-user',
  '/authorization-management/platform-authorization-query/:index',
];
// '/logout' ends the session: what it shows is the login page, audited above
const NOT_A_SCREEN = new Set(['/logout']);
const ROLES = [
  { user: 'admin', loginPath: '/loginAdmin' },
  { user: 'fc_admin', loginPath: '/login' },
  { user: 'ag_admin', loginPath: '/login' },
  { user: 'ho_user', loginPath: '/login' },
] as const;

/** axe's answer reduced to what the report names: rule, impact, the first targets */
async function runAxe(page: Page): Promise<Finding[]> {
  // evaluated rather than added as a <script>: the app's Content-Security-Policy allows no inline script
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type AxeResult = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
      count: v.nodes.length,
    }));
  }, TAGS);
}

const BUSY = '.ant-skeleton, .ant-spin-spinning, .ant-btn-loading';
const QUIET_MS = 400;
const SETTLE_MS = 10_000;

/** the requests of a page still waiting for their answer */
function inFlight(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return pending;
}

/** the screen is at rest: no request pending and no skeleton, spinner or loading button for QUIET_MS on end
 *  (a list refetches after its first rows, a loading button then shows), its entrance motions over */
async function settle(page: Page, pending: Set<Request>): Promise<void> {
  // the audit is of the resting screen: no control under the mouse (a hovered button takes its hover colour)
  await page.mouse.move(0, 0);
  const deadline = Date.now() + SETTLE_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pending.size > 0 || (await page.locator(BUSY).count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  // antd's entrance motions (a table's rows, a card) last 0.2–0.3 s; colours are measured after them
  await page.waitForTimeout(300);
}

/** a screen pattern as a path to open: a parameter gets a value (see concrete) */
const pathOf = (screen: string, params: Record<string, string>): string =>
  screen.replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''));

describe('accessibility (axe-core, WCAG 2 A/AA): no critical or serious violation on any built screen', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let pending: Set<Request>;
  const audits: Audit[] = [];
  const done = new Set<string>([...NOT_A_SCREEN]);
  const params: Record<string, string> = {};

  beforeAll(async () => {
    page = h.page();
    pending = inFlight(page);
    params.index = await verificationCode(h.baseUrl());
  });

  afterAll(async () => {
    await writeFile(`${RESULTS_DIR}a11y-report.json`, JSON.stringify(audits, null, 1));
  });

  const audit = async (screen: string, state: string, role: string) => {
    const started = Date.now();
    const findings = await runAxe(page);
    audits.push({ screen, state, role, url: new URL(page.url()).hash, ms: Date.now() - started, findings });
  };

  /** the blocking findings of the audits so far, one line each: screen, state, rule, targets */
  const blocking = (role: string) =>
    audits
      .filter((a) => a.role === role)
      .flatMap((a) =>
        a.findings
          .filter((f) => BLOCKING.has(f.impact))
          .map((f) => `${a.screen} [${a.state}] ${f.impact} ${f.id} ×${f.count}: ${f.targets.join(' | ')}`),
      );

  /** opens a hash route in the running document (no reload); false when the role got the error page */
  const open = async (path: string): Promise<boolean> => {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, path);
    await page.waitForURL((url) => url.hash.length > 1 && url.hash !== '#');
    await settle(page, pending);
    return (await page.getByTestId('error-page').count()) === 0;
  };

  /** the screen's main dialog or drawer: its first 新增/新建/添加/创建 button (antd spaces two-character labels;
   *  a plus icon names itself first), when that opens one in place */
  const auditMainDialog = async (screen: string, role: string) => {
    const add = page
      .getByTestId('shell-content')
      .getByRole('button', { name: /^(plus )?(新\s?增|新\s?建|添\s?加|创\s?建)/ })
      .filter({ visible: true })
      .first();
    if ((await add.count()) === 0 || !(await add.isEnabled())) return;
    const hash = new URL(page.url()).hash;
    await add.click();
    const overlay = page.locator('.ant-modal-wrap, .ant-drawer-open').filter({ visible: true }).first();
    const opened = await overlay
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (opened && new URL(page.url()).hash === hash) {
      await settle(page, pending);
      await audit(screen, 'dialog', role);
    }
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
  };

  it('the public pages', async () => {
    await page.goto(`${h.baseUrl()}/#/login`);
    for (const screen of PUBLIC_SCREENS) {
      await open(pathOf(screen, params));
      await audit(screen, 'page', 'public');
      done.add(screen);
    }
    // the login form with an error shown under its fields (the state after a submit without input)
    await open('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await settle(page, pending);
    await audit('/login', 'errors shown', 'public');
    expect(blocking('public')).toEqual([]);
  });

  for (const { user, loginPath } of ROLES) {
    it(`the screens ${user} holds`, async () => {
      await new LoginPage(page, h.baseUrl()).loginAs(user, { loginPath, password: DEMO_PASSWORD });
      await new Shell(page).ready();
      await settle(page, pending);
      if (await page.getByTestId('agreement-gate').count()) await new Shell(page).signAgreements();
      let opened = 0;
      for (const screen of BUILT_SCREENS.filter((s) => !done.has(s))) {
        // every screen opens a tab: a bar of a hundred tabs would slow each audit down, so it is cleared now and then
        if (++opened % TABS_KEPT === 0) await closeAllTabs();
        if (!(await open(pathOf(screen, params)))) continue;
        done.add(screen);
        await audit(screen, 'page', user);
        if (screen === '/') await auditNoticeDrawer(user);
        else await auditMainDialog(screen, user);
      }
      expect(blocking(user)).toEqual([]);
      // admin alone opens some 170 screens, each settled (no request pending for QUIET_MS): four to five
      // minutes on a busy 2-core machine
    }, 600_000);
  }

  it('every built screen was audited by one of the roles', () => {
    expect(BUILT_SCREENS.filter((s) => !done.has(s))).toEqual([]);
  });

  /** 关闭全部 in the active tab's context menu (keeps the home tab) */
  const closeAllTabs = async () => {
    const active = page.locator('[data-testid="shell-tab-bar"] [role="tab"][aria-selected="true"]');
    if ((await active.count()) === 0) return;
    await active.click({ button: 'right' });
    const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭全部', exact: true });
    // only a speed-up: a menu that does not open (a screen's own overlay in the way) leaves the tabs for the next time
    if (
      !(await item.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await page.keyboard.press('Escape');
      return;
    }
    // the menu can close under the pointer (a screen re-rendering its overlay): then the tabs stay for the next time
    const clicked = await clickInPopup(item, { timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (clicked) await item.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => page.keyboard.press('Escape'));
    else await page.keyboard.press('Escape');
  };

  /** the home page's main dialog: a notice in its drawer */
  const auditNoticeDrawer = async (role: string) => {
    const notice = page.getByTestId('notice-card').getByRole('button').first();
    if ((await notice.count()) === 0) return;
    await notice.click();
    await page.getByTestId('notice-drawer').waitFor();
    await settle(page, pending);
    await audit('/', 'notice drawer', role);
    await page.keyboard.press('Escape');
    await page.getByTestId('notice-drawer').waitFor({ state: 'detached' });
  };
});

/** a real number of an issued authorisation letter (fc_admin's first), for the public verification page */
async function verificationCode(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1' },
    body: JSON.stringify({ userName: 'fc_admin', password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as Envelope<{ token: string }>).payload;
  const res = await fetch(`${baseUrl}${CHANNEL_API.letterPageList}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNum: 1, pageSize: 20 }),
  });
  const answer = (await res.json()) as Envelope<{ content: { letterNo: string | null }[] }>;
  const letterNo = answer.payload?.content.find((l) => l.letterNo)?.letterNo;
  if (!letterNo) throw new Error(`no issued letter to verify: ${answer.code} ${answer.msg}`);
  return letterNo;
}
