// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Empty, theme } from 'antd';
import dayjs from 'dayjs';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import '../lib/dayjs-locale';
import { AppLayer, createQueryClient, queryClient } from './app-layer';
import { AppProvider } from './provider';

// antd's Empty shows its locale's "no data" text as the description (the image carries it too)
const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;

afterEach(async () => {
  cleanup();
  await act(() => setLanguage(null));
});

describe('AppProvider and the app layer', () => {
  it("puts antd's font stack on the whole document, in every language (no serif default for plain elements)", async () => {
    document.body.style.fontFamily = '';
    // the style attribute writes the stack's quotes and spacing its own way
    const unquoted = (fonts: string) => fonts.split(',').map((font) => font.trim().replace(/["']/g, ''));
    const stack = unquoted(theme.getDesignToken().fontFamily);
    expect(stack).toContain('-apple-system');
    render(
      <AppProvider>
        <h3>Welcome</h3>
      </AppProvider>,
    );
    expect(unquoted(document.body.style.fontFamily)).toEqual(stack);
    await act(() => setLanguage('en'));
    expect(unquoted(document.body.style.fontFamily)).toEqual(stack);
  });

  it('gives antd and dayjs the zh-CN locale by default', () => {
    render(
      <AppProvider>
        <Empty />
      </AppProvider>,
    );
    expect(emptyText()).toBe('暂无数据');
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it.each([
    ['en', 'No data', 'en'],
    ['ja', 'データがありません', 'ja'],
    ['ko', '데이터 없음', 'ko'],
  ] as const)('switches antd and dayjs with the interface language (%s)', async (lang, noData, dayjsLocale) => {
    render(
      <AppProvider>
        <Empty />
      </AppProvider>,
    );
    await act(() => setLanguage(lang));
    await waitFor(() => expect(emptyText()).toBe(noData));
    expect(dayjs.locale()).toBe(dayjsLocale);

    await act(() => setLanguage(null));
    await waitFor(() => expect(emptyText()).toBe('暂无数据'));
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it('uses one query client that retries a failed query once and ignores window focus', () => {
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('a failing query is tried twice in all (one retry) before it errors', async () => {
    let calls = 0;
    function Probe() {
      const q = useQuery({
        queryKey: ['probe'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new Error('down'));
        },
        retryDelay: 0,
      });
      return <p>{q.status}</p>;
    }
    render(
      <AppProvider>
        <AppLayer client={createQueryClient()}>
          <Probe />
        </AppLayer>
      </AppProvider>,
    );
    expect(await screen.findByText('error')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
