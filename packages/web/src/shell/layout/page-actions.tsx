// The page-action slot of the breadcrumb bar: a page renders its buttons through a portal into it.
import { createContext, useContext, type ReactNode, type ReactPortal } from 'react';
import { createPortal } from 'react-dom';

const PageActionsContext = createContext<HTMLElement | null>(null);

/** Given by a layout around its pages: the element the actions render into (null: nowhere). */
export const PageActionsProvider = PageActionsContext.Provider;

/**
 * Returns `node` portalled into the layout's action slot; render the result anywhere in the page.
 * Outside a layout with a slot it returns null, so the actions simply do not show.
 */
export function usePageActions(node: ReactNode): ReactPortal | null {
  const slot = useContext(PageActionsContext);
  return slot ? createPortal(node, slot) : null;
}

/** Component form of usePageActions. */
export function PageActions({ children }: { children: ReactNode }) {
  return usePageActions(children);
}
