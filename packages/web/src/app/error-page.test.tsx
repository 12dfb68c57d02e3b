// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { ErrorPage, ErrorPageBoundary, SafeErrorPage, normaliseStatus, routeErrorStatus, type ErrorStatus } from './error-page';

const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在';
const SERVER_TEXT = '哎呀，服务器出了点问题';

// the error page sits on /broken with /previous one step back in the history
function renderErrorPage(status: ErrorStatus) {
  const router = createMemoryRouter(
    [
      { path: '/previous', element: <p>previous page</p> },
      { path: '/broken', element: <SafeErrorPage status={status} /> },
    ],
    { initialEntries: ['/previous', '/broken'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  if (i18n.language !== 'zh-CN') await setLanguage(null);
});

describe('error page', () => {
  it.each<[string, ErrorStatus]>([
    ['404', 404],
    ['a non-numeric status', 'abc'],
    ['no status', undefined],
  ])('shows the 349 x 211 image, the not-found text and status 404 for %s', (_label, status) => {
    renderErrorPage(status);
    const image = screen.getByRole('img');
    expect(image.getAttribute('width')).toBe('349');
    expect(image.getAttribute('height')).toBe('211');
    expect(image.getAttribute('src')).toMatch(/not-found.*\.svg|^data:image\/svg/);
    expect(screen.getByRole('heading').textContent).toBe(NOT_FOUND_TEXT);
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.queryByText(SERVER_TEXT)).toBeNull();
  });

  it.each([500, 503, '502'])('shows the server-problem text and the status without the image for %s', (status) => {
    renderErrorPage(status);
    expect(screen.getByRole('heading').textContent).toBe(SERVER_TEXT);
    expect(screen.getByTestId('error-status').textContent).toBe(String(status));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });

  it("goes back one page with '点击返回'", async () => {
    const router = renderErrorPage(404);
    await userEvent.click(screen.getByRole('button', { name: '点击返回' }));
    await screen.findByText('previous page');
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('speaks the interface language; the English 404 title is "This page could not be found"', async () => {
    await setLanguage('en');
    renderErrorPage(404);
    expect(screen.getByRole('heading').textContent).toBe('This page could not be found');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });
});

describe('error page fallback', () => {
  it('shows the fallback message with a link home when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // outside a router the page cannot get its navigate function and throws
    render(<SafeErrorPage status={404} />);
    expect(screen.getByRole('alert').textContent).toContain('显示错误页面时出错');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/');
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
  });

  it('renders its children while they work', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ErrorPageBoundary>
            <ErrorPage status={500} />
          </ErrorPageBoundary>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(SERVER_TEXT)).toBeTruthy();
  });
});

describe('status rules', () => {
  it('normalises statuses: absent, empty and non-numeric mean 404', () => {
    expect(normaliseStatus(undefined)).toBe(404);
    expect(normaliseStatus(null)).toBe(404);
    expect(normaliseStatus('')).toBe(404);
    expect(normaliseStatus('abc')).toBe(404);
    expect(normaliseStatus('500')).toBe(500);
    expect(normaliseStatus(403)).toBe(403);
  });

  it('reads a route error: router responses keep their status, thrown errors default to 500', () => {
    expect(routeErrorStatus({ status: 404, statusText: 'Not Found', internal: true, data: '' })).toBe(404);
    expect(routeErrorStatus(Object.assign(new Error('forbidden'), { status: 403 }))).toBe(403);
    expect(routeErrorStatus(Object.assign(new Error('gateway'), { statusCode: 502 }))).toBe(502);
    expect(routeErrorStatus(new Error('bug'))).toBe(500);
    expect(routeErrorStatus('text')).toBe(500);
  });
});
