// What the server offers a user to navigate by, read with a session of its own: the apps of appList,
// each app's menu tree (resourceList), the shortcuts and the pending todos.
import { STAFF_API, WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import { DEMO_PASSWORD } from './login-page.js';

type Envelope<T> = { code: string; msg: string; payload: T };
export type AppEntry = { id: number; appCode: string; appName: string; domain: string | null };
export type MenuNode = {
  resourceCode: string;
  resourceName: string;
  resourcePath: string | null;
  resourceType: number;
  children: MenuNode[];
};
export type Shortcut = { resourceCode: string; resourceName: string; resourcePath: string | null };
export type Todo = { title: string; linkPath: string | null };

/** Every node of a tree, parents first. */
export const flatMenu = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatMenu(n.children)]);

export class NavigationApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async login(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<NavigationApi> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password }),
    });
    const body = (await res.json()) as Envelope<{ token?: string } | null>;
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new NavigationApi(baseUrl, body.payload.token);
  }

  private async call<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Envelope<T>;
    if (answer.code !== '0') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  }

  async apps(): Promise<AppEntry[]> {
    return (await this.call<{ appList: AppEntry[] }[]>(STAFF_API.appList, { applicationType: 1 })).flatMap((g) => g.appList);
  }

  menu(appId: number): Promise<MenuNode[]> {
    return this.call<MenuNode[]>(STAFF_API.resourceList, { appId });
  }

  shortcuts(): Promise<Shortcut[]> {
    return this.call<Shortcut[]>(WORKTABLE_API.shortcutList, {});
  }

  async pendingTodos(): Promise<Todo[]> {
    return (await this.call<{ content: Todo[] }>(WORKTABLE_API.todoPageList, { pageNum: 1, pageSize: 20, status: 'pending' })).content;
  }
}
