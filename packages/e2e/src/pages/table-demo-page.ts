// The table showcase (/demo, packages/web/src/features/demo/table-demo-page.tsx): the company users on
// the kit's DataTable with the per-user column setting of 'userManagementList' (popover: show/hide,
// drag, save, restore default; lock from a header's pin).
import type { Locator, Page, Response } from 'playwright-core';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { popupSettled } from './popup.js';

const CUSTOM_TABLE_CALLS = {
  find: STAFF_API.customTableFind,
  save: STAFF_API.customTableSave,
  reset: STAFF_API.customTableReset,
  getAuthField: STAFF_API.customTableGetAuthField,
} as const;

export type HeaderCell = { title: string; locked: boolean };

export class TableDemoPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly settingOpen: Locator;
  readonly panel: Locator;
  readonly save: Locator;
  readonly restore: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('table-demo');
    this.table = page.getByTestId('table-demo-table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
    // antd renders header titles twice (the second copy in a measure row): the first is the header's
    this.settingOpen = this.table.locator('thead').getByTestId('column-setting-open').first();
    this.panel = page.getByTestId('column-setting-panel');
    this.save = this.panel.getByTestId('column-setting-save');
    this.restore = this.panel.getByTestId('column-setting-restore');
  }

  /** opens /demo in a fresh document and waits for the first rows and the saved column setting */
  async open(): Promise<void> {
    const found = this.customTableAnswer('find');
    await this.page.goto('about:blank');
    await this.page.goto(`${this.baseUrl}/#/demo`);
    await found;
    await this.rows.first().waitFor();
  }

  /** the next answer of customTable/<action> (find | save | reset | getAuthField) */
  customTableAnswer(action: keyof typeof CUSTOM_TABLE_CALLS): Promise<Response> {
    return this.page.waitForResponse((r) => new URL(r.url()).pathname === CUSTOM_TABLE_CALLS[action]);
  }

  /**
   * The leaf column headers left to right as shown (a group's children instead of the group; the
   * selection, expand and setting cells have no title and are left out), with their lock state.
   */
  async headers(): Promise<HeaderCell[]> {
    await this.rows.first().waitFor();
    // laid out left to right from the table's start: hovering or clicking a header control at the far
    // right scrolls the table sideways, which slides the unlocked columns under the locked ones
    await this.table.evaluate(async (table) => {
      table.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-header, .ant-table-body').forEach((el) => {
        el.scrollLeft = 0;
      });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    const cells = await this.table.locator('thead th').evaluateAll((ths) =>
      ths
        .filter((th) => Number(th.getAttribute('colspan') ?? '1') <= 1)
        .map((th) => {
          const rect = th.getBoundingClientRect();
          return {
            title: (th as HTMLElement).innerText.trim(),
            left: rect.left,
            width: rect.width,
            locked: th.querySelector('[data-testid^="column-lock-"][aria-pressed="true"]') !== null,
          };
        })
        .filter((c) => c.title !== '' && c.width > 0),
    );
    return cells.sort((a, b) => a.left - b.left).map(({ title, locked }) => ({ title, locked }));
  }

  async titles(): Promise<string[]> {
    return (await this.headers()).map((h) => h.title);
  }

  async openSetting(): Promise<void> {
    await this.settingOpen.click();
    // the popover zooms in: rows measured before it stops moving would be dragged to the wrong place
    await popupSettled(this.panel);
  }

  /** the checkbox of a column in the open popover, by its column key */
  panelCheckbox(key: string): Locator {
    return this.panel.getByTestId(`column-setting-item-${key}`).locator('input[type="checkbox"]');
  }

  /** the column keys of the popover in their order */
  async panelKeys(): Promise<string[]> {
    return this.panel
      .locator('[data-testid^="column-setting-item-"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')?.replace('column-setting-item-', '') ?? ''));
  }

  /** drags a column's handle in the popover onto another column's row (pointer drag, as a user does) */
  async dragOnto(key: string, targetKey: string): Promise<void> {
    const handleLocator = this.panel.getByTestId(`column-drag-${key}`);
    // pick the row up: press on the handle and move past the 4 px activation distance. dnd-kit marks a
    // handle it drags aria-pressed; on a loaded machine the popover may still have been settling when the
    // handle was measured, so a press that did not pick it up is let go (nothing moves) and tried again
    let x = 0;
    for (let attempt = 0; ; attempt++) {
      const handle = await stableBox(handleLocator);
      if (!handle) throw new Error(`no drag handle ${key} in the popover`);
      x = handle.x + handle.width / 2;
      await this.page.mouse.move(x, handle.y + handle.height / 2);
      await this.page.mouse.down();
      await this.page.mouse.move(x, handle.y + handle.height / 2 - 8, { steps: 4 });
      if (await pressed(handleLocator)) break;
      await this.page.mouse.up();
      if (attempt === 2) throw new Error(`the drag of ${key} did not start`);
    }
    // onto the upper half of the target row, measured while the row is picked up (nothing else has moved)
    const targetRow = this.panel.getByTestId(`column-setting-item-${targetKey}`);
    const target = await targetRow.boundingBox();
    if (!target) throw new Error(`no row ${targetKey} in the popover`);
    const upward = target.y < (await handleLocator.boundingBox())!.y;
    await this.page.mouse.move(x, target.y + target.height / 4, { steps: 12 });
    // drop only once dnd-kit has rendered the target as the row under the dragged one: the target makes
    // room by sliding down (dragging up) or up (dragging down). A pointer-up before that render, on a
    // loaded machine, drops the row where it was. Small moves over the target ask for the render again.
    let room = false;
    for (let attempt = 0; attempt < 10 && !room; attempt++) {
      room = await targetRow.evaluate(async (el, up) => {
        for (let i = 0; i < 30; i++) {
          const y = /translate3d\([^,]+, (-?[\d.]+)px/.exec((el as HTMLElement).style.transform)?.[1];
          if (y !== undefined && (up ? Number(y) > 0 : Number(y) < 0)) return true;
          await new Promise((r) => requestAnimationFrame(r));
        }
        return false;
      }, upward);
      if (!room) await this.page.mouse.move(x, target.y + target.height / 4 + (attempt % 2 === 0 ? 1 : -1));
    }
    if (!room) throw new Error(`dragging ${key} never reached ${targetKey}`);
    await this.page.mouse.up();
    await handleLocator.and(this.page.locator(':not([aria-pressed="true"])')).waitFor();
  }

  /** presses 保存 in the popover and waits for the server's answer and the popover to close */
  async saveSetting(): Promise<Response> {
    const saved = this.customTableAnswer('save');
    await this.save.click();
    const response = await saved;
    await this.panel.waitFor({ state: 'detached' });
    return response;
  }

  /** the pin in a column's header (locks it to the left, saved at once) */
  lockButton(key: string): Locator {
    return this.table.locator(`thead [data-testid="column-lock-${key}"]`).first();
  }
}

/** The element's box once two reads a frame apart agree (animations finished). */
async function stableBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number } | null> {
  let last = await locator.boundingBox();
  for (let i = 0; i < 40; i++) {
    await locator.page().waitForTimeout(50);
    const box = await locator.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box;
    last = box;
  }
  return last;
}

/** whether dnd-kit has picked the handle up (it sets aria-pressed on the handle it drags), within a second */
async function pressed(handle: Locator): Promise<boolean> {
  return handle.evaluate(async (el) => {
    for (let i = 0; i < 60; i++) {
      if (el.getAttribute('aria-pressed') === 'true') return true;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return false;
  });
}
