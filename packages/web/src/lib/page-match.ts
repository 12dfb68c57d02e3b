// What the router matched for the current location: the route-table data of the page (layout, title
// key, permission, public flag, app code) and whether any route matched at all. The app's routes
// provide it from above the layouts, so a layout reads the data of the page it frames.
import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-types';

export type PageMatch = { handle: RouteHandle | undefined; matched: boolean };

export const PageMatchContext = createContext<PageMatch>({ handle: undefined, matched: false });

export const usePageMatch = (): PageMatch => useContext(PageMatchContext);

/** The table data of the page being shown. */
export const usePageHandle = (): RouteHandle | undefined => useContext(PageMatchContext).handle;
