// /systemSetup/companyRelation (packages/web/src/features/system/relations): the platform's relation list,
// its enable/disable dialog, and the relation calls for a spec's fixtures (a session of its own).
import type { Locator, Page } from 'playwright-core';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { RelationRow } from '@medportal/contracts/system/relations.contract';
import { gotoRoute } from './order-pages.js';

export const RELATION_PATH = '/systemSetup/companyRelation';

/** The relation calls with the platform administrator's own session (logged in through the server API). */
export class RelationApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async login(baseUrl: string, userName = 'admin', password = 'Demo1234'): Promise<RelationApi> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password }),
    });
    const body = (await res.json()) as Envelope<{ token?: string } | null>;
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new RelationApi(baseUrl, body.payload.token);
  }

  private async payload<T>(url: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Envelope<T>;
    if (answer.code !== '0') throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  }

  /** the relation from one company code to another, as the list shows it */
  async find(fromCode: string, toCode: string): Promise<RelationRow> {
    const page = await this.payload<Paged<RelationRow>>(STAFF_API.companyRelationPageList, { page: 1, pageSize: 100 });
    const row = page.content.find((r) => r.fromCompanyCode === fromCode && r.toCompanyCode === toCode);
    if (!row) throw new Error(`no relation ${fromCode} → ${toCode}`);
    return row;
  }
}

export class RelationListPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly question: Locator;
  readonly reason: Locator;
  readonly confirm: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('relation-list-page');
    this.table = page.getByTestId('relation-table');
    this.question = page.getByTestId('relation-status-question');
    this.reason = page.getByTestId('relation-status-reason');
    this.confirm = page.getByTestId('relation-status-ok');
  }

  /** opens the screen and waits for its first page */
  async open(): Promise<void> {
    const listed = this.answer(STAFF_API.companyRelationPageList);
    await gotoRoute(this.page, this.baseUrl, RELATION_PATH);
    await this.root.waitFor();
    await listed;
  }

  /** a cell of the row (the table's measure row holds hidden copies) */
  visible(testId: string): Locator {
    return this.table.locator(`tr.ant-table-row [data-testid="${testId}"]`);
  }

  statusTag(id: number): Locator {
    return this.visible(`relation-state-${id}`);
  }

  /** 停用 / 启用 on the row, a reason, confirmed; waits for the server's answer */
  async toggle(id: number, reason: string): Promise<Envelope<RelationRow>> {
    await this.visible(`relation-status-${id}`).click();
    await this.question.waitFor();
    await this.reason.fill(reason);
    const answered = this.answer(STAFF_API.companyRelationUpdateStatus);
    await this.confirm.click();
    return (await (await answered).json()) as Envelope<RelationRow>;
  }

  private answer(url: string) {
    return this.page.waitForResponse((r) => new URL(r.url()).pathname === url && r.request().method() === 'POST');
  }
}
