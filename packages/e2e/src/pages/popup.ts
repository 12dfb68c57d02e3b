// Clicks inside antd popups (dropdown menus, select lists, popovers) once they have finished opening.
// Playwright clicks an element when its box is the same in two animation frames; on a loaded machine
// the frames of antd's slide-in come so far apart that two of them can agree half-way, and the press
// and the release then land on different items: no click at all (seen on the user menu's 退出登录).
import type { Locator } from 'playwright-core';

const POPUPS = '.ant-dropdown, .ant-select-dropdown, .ant-popover, .ant-picker-dropdown';

/** waits until the popup holding `target` has no opening motion class and no running finite animation */
export async function popupSettled(target: Locator): Promise<void> {
  await target.waitFor();
  const handle = await target.elementHandle();
  try {
    await target.page().waitForFunction(
      ([el, selector]) => {
        const popup = el?.closest(selector);
        if (!popup) return true;
        // rc-motion's classes (…-enter, …-enter-active, …-appear) stay until the opening motion ends
        if (/-(enter|appear)(-|\s|$)/.test(popup.className)) return false;
        return popup
          .getAnimations({ subtree: true })
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
      },
      [handle, POPUPS] as const,
      { polling: 50 },
    );
  } finally {
    await handle?.dispose();
  }
}

/** clicks `target`, an entry of a popup, after the popup has finished opening */
export async function clickInPopup(target: Locator, options?: Parameters<Locator['click']>[0]): Promise<void> {
  await popupSettled(target);
  await target.click(options);
}
