// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { RouteErrorElement } from './route-error';

// the error page's chunk cannot be loaded (offline, new deployment): often the very error being shown
vi.mock('./error-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteErrorElement', () => {
  it('shows the plain fallback with a link home when the error page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteErrorElement error={new Error('boom')} />);
    expect((await screen.findByRole('alert')).textContent).toContain('显示错误页面时出错');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/');
  });
});
