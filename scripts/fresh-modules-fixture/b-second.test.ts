// Runs second, in the same process (the global a-first.test.ts left proves it): starts as if alone.
import { expect, it, vi } from 'vitest';
import { counter } from './counter';
import { greet } from './greeter';

it('runs in the process of the first file', () => {
  expect((globalThis as { leftByFirstFile?: boolean }).leftByFirstFile).toBe(true);
});

it('gets fresh copies of the project modules and no mock of the first file', () => {
  expect(counter.value).toBe(0);
  expect(greet()).toBe('real');
});

it('starts from the first environment, storage, cookies, body and URL, with real timers', () => {
  expect(process.env['FRESH_MODULES_PROBE']).toBeUndefined();
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
  expect(document.body.children).toHaveLength(0);
  expect(location.pathname).toBe('/');
  expect(location.search + location.hash).toBe('');
  expect(vi.isFakeTimers()).toBe(false);
});
