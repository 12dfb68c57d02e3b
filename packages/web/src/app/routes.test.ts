// The route table and the contracts' list of built screens agree exactly: the server serves menus,
// apps, shortcuts and todo links by that list, so a screen missing from either side is a dead end
// (a menu to the 404 page) or a page no menu offers.
import { BUILT_SCREENS } from '@medportal/contracts/common/screens';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routes';

describe('route table and built screens', () => {
  it('declares each built screen once and nothing else', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...BUILT_SCREENS].sort());
  });
});
