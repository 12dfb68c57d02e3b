export type RouteSource = { path: string; layout: string; titleNs: string; module: string };
export function readRouteTable(webDir: string): { routes: RouteSource[]; layouts: Record<string, string> };
