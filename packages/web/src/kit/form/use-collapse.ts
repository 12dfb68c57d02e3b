// How many search items fit on the first line beside the buttons, from the form's width (a
// ResizeObserver, debounced 100 ms so dragging a window edge does not re-render on every pixel).
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export const SEARCH_RESIZE_DEBOUNCE_MS = 100;
/** width one item takes, gap included; a range (two boxes) takes one and a half */
export const SEARCH_ITEM_WIDTH = 300;
export const SEARCH_RANGE_WIDTH = 450;
/** width of the search / reset / expand buttons */
export const SEARCH_ACTIONS_WIDTH = 240;

/** How many leading items fit on the first line beside the buttons (at least one); Infinity while the width is unknown. */
export function itemsPerLine(width: number, itemWidths: number[]): number {
  if (width <= 0) return Infinity;
  let used = SEARCH_ACTIONS_WIDTH;
  let count = 0;
  for (const w of itemWidths) {
    if (used + w > width) break;
    used += w;
    count += 1;
  }
  return Math.max(1, count);
}

export function useLineCapacity(ref: RefObject<HTMLElement | null>, itemWidths: number[]): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const next = entries[entries.length - 1]?.contentRect.width ?? 0;
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(next), SEARCH_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);
  return itemsPerLine(width, itemWidths);
}
