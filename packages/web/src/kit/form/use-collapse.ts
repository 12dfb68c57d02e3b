// How many search items fit on the first line beside the buttons, from the form's width (a
// ResizeObserver, debounced 100 ms so dragging a window edge does not re-render on every pixel).
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export const SEARCH_RESIZE_DEBOUNCE_MS = 100;
/** width one item takes, gap included */
export const SEARCH_ITEM_WIDTH = 300;
/** width of the search / reset / expand buttons */
export const SEARCH_ACTIONS_WIDTH = 240;

/** Items of the first line; Infinity while the width is not known yet (everything shows). */
export const itemsPerLine = (width: number): number =>
  width > 0 ? Math.max(1, Math.floor((width - SEARCH_ACTIONS_WIDTH) / SEARCH_ITEM_WIDTH)) : Infinity;

export function useLineCapacity(ref: RefObject<HTMLElement | null>): number {
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
  return itemsPerLine(width);
}
