// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import { act } from 'react';
import { addSourceTexts, i18n } from '../lib/i18n';
import * as authApi from '../features/auth/auth-api';
import { DocumentHead, documentTitle } from './document-head';
import { resetPublicBranding } from '../features/auth/public-branding';
import { withPageMatch } from '../shell/test-utils';

vi.mock('../features/auth/auth-api');

const branding = (over: Partial<BrandingView> = {}): BrandingView => ({
  favicon: '',
  logoLogin: '',
  logoSidebar: '',
  logoSidebarWithWord: '',
  appName: '',
  copyright: '',
  loginBgImg: '',
  homePageImg: '',
  ...over,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    withPageMatch([
      { path: '/login', handle: { layout: 'login', titleKey: 'shell:login.title' }, element: <DocumentHead /> },
      { path: '/order/list', handle: { layout: 'default', titleKey: 'order:title.list' }, element: <DocumentHead /> },
    ]),
    { initialEntries: [path] },
  );
  resetPublicBranding();
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="./favicon.svg" />';
  document.title = '';
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('document head', () => {
  it('joins the page and app names, and shows the app name alone for the app page', () => {
    expect(documentTitle('欢迎登录', '医械供应链协同平台')).toBe('欢迎登录 - 医械供应链协同平台');
    expect(documentTitle('医械供应链协同平台', '医械供应链协同平台')).toBe('医械供应链协同平台');
    expect(documentTitle(undefined, '某平台')).toBe('某平台');
  });

  it('titles the tab from the route table and the default platform name, keeping the default icon', async () => {
    vi.mocked(authApi.fetchLoginBranding).mockResolvedValue(branding());
    renderAt('/login');
    await waitFor(() => expect(document.title).toBe('欢迎登录 - 医械供应链协同平台'));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('./favicon.svg');
  });

  it("uses the tenant's name and favicon, and the title query flag over the route's title", async () => {
    vi.mocked(authApi.fetchLoginBranding).mockResolvedValue(branding({ appName: '华东医械平台', favicon: '/files/icon.png' }));
    renderAt('/login?title=审批详情');
    await waitFor(() => expect(document.title).toBe('审批详情 - 华东医械平台'));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/files/icon.png');
  });

  it("never keeps a raw key: the title follows when the page's texts arrive after the first render", async () => {
    vi.mocked(authApi.fetchLoginBranding).mockResolvedValue(branding());
    const orderTexts = i18n.getResourceBundle('zh-CN', 'order') as Record<string, unknown>;
    // as on a first load of #/order/list: the feature's texts are still on their way
    i18n.removeResourceBundle('zh-CN', 'order');
    try {
      renderAt('/order/list');
      await waitFor(() => expect(authApi.fetchLoginBranding).toHaveBeenCalled());
      // the branding has answered: nothing else is left to re-render the head
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(document.title).toBe('医械供应链协同平台');
      act(() => addSourceTexts({ '../locales/zh-CN/order.json': { default: orderTexts } }));
      await waitFor(() => expect(document.title).toBe('订单列表 - 医械供应链协同平台'));
    } finally {
      i18n.addResourceBundle('zh-CN', 'order', orderTexts, true, true);
    }
  });
});
