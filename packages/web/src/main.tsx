import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from './lib/i18n';
import { AppProvider } from './app/provider';
import { enableGuards } from './app/guards';
import { AppRouter, createAppRoutes, preloadMatched } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

enableGuards();

// the first page's chunks load while the language is prepared, not after
const routes = createAppRoutes();
preloadMatched(routes, window.location.hash.slice(1) || '/');

// a stored language other than zh-CN loads its texts and antd/dayjs locales before the first render
void startLanguage().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter routes={routes} />
      </AppProvider>
    </StrictMode>,
  );
});
