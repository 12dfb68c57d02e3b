// The approval engine from a spec: its calls (/m-audit-center/api/v1) with a session of their own — a
// company's flow saved as /systemSetup/examine saves it — and the approval centre /worktable/todo: a
// table of instances, a row opening the approval drawer whose 通过 decides the step.
import type { Locator, Page, Response } from 'playwright-core';
import { AUDIT_API, AUDIT_CENTER_BASE, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { AddExamineBody, InstanceItem } from '@medportal/contracts/audit/examine.contract';
import { DEMO_PASSWORD } from './login-page.js';
import { gotoRoute } from './order-pages.js';

export class AuditApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    /** the logged-in user's id (the login's session answer) */
    readonly userId: number,
  ) {}

  static async login(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<AuditApi> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password }),
    });
    const body = (await res.json()) as Envelope<{ token?: string; userId?: number } | null>;
    if (body.code !== '0' || !body.payload?.token || !body.payload.userId) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new AuditApi(baseUrl, body.payload.token, body.payload.userId);
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

  /** saves the session company's flow of a business code (a new version when it exists) */
  saveFlow(body: Omit<AddExamineBody, 'companyId'>): Promise<unknown> {
    return this.payload(AUDIT_API.addExamine, body);
  }

  /** the instances waiting for the session's decision whose title or business number holds the keyword */
  async todo(keyword: string): Promise<InstanceItem[]> {
    return (await this.payload<Paged<InstanceItem>>(AUDIT_API.queryExamineList, { scope: 'todo', keyword, pageNum: 1, pageSize: 20 }))
      .content;
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
    this.drawer = page.locator('.ant-drawer-open');
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

  /** the state the open drawer shows for its instance (审批中, 已通过 …) */
  status(): Locator {
    return this.drawer.getByTestId('instance-status').first();
  }

  /** closes the drawer by its × */
  async close(): Promise<void> {
    await this.page.locator('.ant-drawer .ant-drawer-close').click();
    await this.drawer.waitFor({ state: 'hidden' });
  }

  /** 通过 in the drawer, then 通过 in the dialog it opens for an optional comment: answers the audit call's envelope */
  async approve(): Promise<Envelope<unknown>> {
    await this.drawer.getByRole('button', { name: PASS }).click();
    const confirm = this.page.locator('.ant-modal').getByRole('button', { name: PASS });
    await confirm.waitFor();
    const answer = auditAnswer(this.page, '/auditCenter/audit');
    await confirm.click();
    return (await (await answer).json()) as Envelope<unknown>;
  }
}
