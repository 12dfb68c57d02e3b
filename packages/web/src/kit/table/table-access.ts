// Keyboard and screen-reader access to what antd renders of a table itself, which takes no props for it:
// - the scroll container of a wide or tall table is a tab stop, a named region, so the keyboard can scroll it
//   (WCAG 2.1.1; axe scrollable-region-focusable);
// - the hidden row antd measures column widths with holds copies of the header titles, the lock buttons
//   among them: those copies leave the tab order (axe aria-hidden-focus).
import { useEffect, type RefObject } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body, .ant-table-tbody-virtual-holder';
const MEASURED_FOCUSABLE = '.ant-table-measure-row :is(button, a[href], input, [tabindex]:not([tabindex="-1"]))';

/** Marks the table's scroll containers and its measure row under `ref`; after every render (antd replaces them). */
export function useTableAccess(ref: RefObject<HTMLElement | null>, regionLabel: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', regionLabel);
    }
    for (const copy of root.querySelectorAll<HTMLElement>(MEASURED_FOCUSABLE)) copy.tabIndex = -1;
  });
}
