// The approval engine from a spec: its calls (/m-audit-center/api/v1) with a session of their own — a
// company's flow saved as /systemSetup/examine saves it, the people its approver pickers offer, the
// instances of a scope — and the approval centre /worktable/todo: a table of instances, a row opening the
// approval drawer whose 通过 decides the step.
import type { Locator, Page, Response } from 'playwright-core';
import { AUDIT_API, AUDIT_CENTER_BASE, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope } from '@medportal/contracts/common/envelope';
import type { AddExamineBody, ApproverOptions } from '@medportal/contracts/audit/examine.contract';
import { DEMO_PASSWORD } from './login-page.js';
import { gotoRoute } from './order-pages.js';

export class AuditApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async login(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<AuditApi> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password }),
    });
    const body = (await res.json()) as Envelope<{ token?: string } | null>;
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new AuditApi(baseUrl, body.payload.token);
  }

  /** POSTs to a call of the audit centre (a full path of AUDIT_API) and answers the whole envelope */
  async call<T>(url: string, body: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  }

  private async payload<T>(url: string, body: unknown): Promise<T> {
    const answer = await this.call<T>(url, body);
    if (answer.code !== '0') throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  }

  /** the id of a person of the session's company, by the name the approver pickers show */
  async userIdByName(name: string): Promise<number> {
    const options = await this.payload<ApproverOptions>(AUDIT_API.config, {});
    const user = options.users.find((u) => u.name === name);
    if (!user) throw new Error(`no user ${name} among ${options.users.map((u) => u.name).join(', ')}`);
    return user.id;
  }

  /** saves the session company's flow of a business code (a new version when it exists) */
  saveFlow(body: Omit<AddExamineBody, 'companyId'>): Promise<unknown> {
    return this.payload(AUDIT_API.addExamine, body);
  }
}

/** the next answer of an audit-centre call (start waiting before the click that sends it) */
export function auditAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === `${AUDIT_CENTER_BASE}${path}` && r.request().method() === 'POST');
}

/** 通过 as antd writes a two-character button (a space between the characters) or without it */
const PASS = /^通\s*过$/;

/** /worktable/todo: the instances waiting for the session, each row opening the approval drawer. */
export class ApprovalCentrePage {
  readonly drawer: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.drawer = page.locator('.ant-drawer-content').filter({ has: page.getByRole('button', { name: PASS }) });
  }

  async open(): Promise<void> {
    await gotoRoute(this.page, this.baseUrl, '/worktable/todo');
  }

  /** the table row of the instance whose title holds the text (e.g. an order code) */
  row(text: string): Locator {
    return this.page.locator('tbody tr.ant-table-row').filter({ hasText: text });
  }

  /** opens the instance from its row: the drawer with its decisions */
  async openRow(text: string): Promise<void> {
    await this.row(text).getByText(text).first().click();
    await this.drawer.waitFor();
  }

  /**
   * 通过 in the drawer; the dialog it may open for a comment is confirmed with its own 通过. Answers the
   * audit call's envelope.
   */
  async approve(): Promise<Envelope<unknown>> {
    const answer = auditAnswer(this.page, '/auditCenter/audit');
    await this.drawer.getByRole('button', { name: PASS }).click();
    const confirm = this.page.locator('.ant-modal-content').getByRole('button', { name: PASS });
    // either the call goes at once, or the dialog's 通过 sends it
    const sent = await Promise.race([answer.then(() => true), confirm.waitFor().then(() => false)]);
    if (!sent) await confirm.click();
    return (await (await answer).json()) as Envelope<unknown>;
  }
}
