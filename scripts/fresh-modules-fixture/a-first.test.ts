// Runs first: changes everything a later file must not see.
import { expect, it, vi } from 'vitest';
import { counter } from './counter';
import { greet } from './greeter';

vi.mock('./greeting', () => ({ greeting: () => 'mocked' }));

it('changes module state, mocks an import, sets an environment variable, storage, a cookie, the body and the URL', () => {
  counter.value += 1;
  expect(counter.value).toBe(1);
  expect(greet()).toBe('mocked');
  process.env['FRESH_MODULES_PROBE'] = 'set by a-first';
  localStorage.setItem('probe', 'a');
  sessionStorage.setItem('probe', 'a');
  document.cookie = 'probe=a; path=/';
  document.body.append(Object.assign(document.createElement('p'), { textContent: 'left by a-first' }));
  history.replaceState(null, '', '/left/by/a-first?x=1#h');
  vi.useFakeTimers();
  (globalThis as { leftByFirstFile?: boolean }).leftByFirstFile = true;
});
