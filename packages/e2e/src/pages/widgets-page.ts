// The widgets showcase (/demo/widgets, packages/web/src/features/demo/widgets-*.tsx): permission
// wrappers and the part (field) permission card of the user list 'userManagementList'.
import type { Locator, Page } from 'playwright-core';

export const PART_STATE_TEXT = { hidden: '隐藏', disabled: '只读', editable: '可编辑' } as const;

export class WidgetsPage {
  readonly permissionCard: Locator;
  readonly partCard: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.permissionCard = page.getByTestId('demo-permission');
    this.partCard = page.getByTestId('demo-part-permission');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/demo/widgets`);
    await this.partCard.waitFor();
  }

  /** the state tag of a field in the part-permission card */
  partState(field: string): Locator {
    return this.page.getByTestId(`part-state-${field}`);
  }

  /** field → state text for every field the card lists, once it has loaded */
  async partStates(): Promise<Record<string, string>> {
    await this.partCard.locator('[data-testid^="part-state-"]').first().waitFor();
    const entries = await this.partCard
      .locator('[data-testid^="part-state-"]')
      .evaluateAll((tags) => tags.map((t) => [t.getAttribute('data-testid')?.replace('part-state-', '') ?? '', t.textContent ?? '']));
    return Object.fromEntries(entries) as Record<string, string>;
  }

  /** the input of a field in the part-permission form (absent when hidden) */
  partInput(field: string): Locator {
    return this.partCard.locator(`#part-${field}`);
  }
}
