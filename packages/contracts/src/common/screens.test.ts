import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS, isBuiltScreen } from './screens.js';

describe('built screens', () => {
  it('lists each path once, every one absolute', () => {
    expect(new Set(BUILT_SCREENS).size).toBe(BUILT_SCREENS.length);
    expect(BUILT_SCREENS.filter((path) => !path.startsWith('/'))).toEqual([]);
  });

  it('knows a built path with or without query, hash and trailing slash', () => {
    for (const path of ['/', '/worktable', '/order/list', '/order/detail?id=3', '/order/list/', '/worktable#top']) {
      expect(isBuiltScreen(path), path).toBe(true);
    }
  });

  it('refuses unbuilt, partial, outside and empty paths', () => {
    for (const path of [
      '/worktable/components',
      '/basicData/productControl',
      '/order',
      '/order/list/x',
      '/orders/list',
      'order/list',
      'https://example.com/order/list',
      '',
      null,
      undefined,
    ]) {
      expect(isBuiltScreen(path), String(path)).toBe(false);
    }
  });
});
