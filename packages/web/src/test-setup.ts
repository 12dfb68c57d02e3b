// Vitest setup of the web package: Testing Library's findBy*/waitFor wait up to 5 s instead of 1 s, so
// a page that renders late on a loaded 2-core CI machine is still found (a bound against flakes, not a
// speed check: failures still fail, only later).
//
// Every zh-CN namespace is there from the start: a component under test renders its texts without
// the route loader that brings them in the app (lib/shell-texts, lib/feature-texts).
import { configure } from '@testing-library/react';
import { ConfigProvider, message, notification } from 'antd';
import { addSourceTexts, type LocaleModule } from './lib/i18n';

configure({ asyncUtilTimeout: 5_000 });
// antd's static message and notification live as long as the worker (vite.config.ts isolate): a text a
// previous test file showed must not be found by this one. Without motion they go at once (happy-dom
// runs no CSS transition that would end their leaving).
if (typeof document !== 'undefined') {
  ConfigProvider.config({ theme: { token: { motion: false } } });
  message.destroy();
  notification.destroy();
}
addSourceTexts(import.meta.glob<LocaleModule>('./locales/zh-CN/*.json', { eager: true }));

// No web test reaches a network: a request no test stubbed (e.g. an image preview's file download)
// fails at once as a browser's offline fetch does, instead of connecting to the test URL's port after
// the test environment has gone (which printed ECONNREFUSED and 'window is not defined').
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`Failed to fetch: no network in web tests (${url})`);
};
