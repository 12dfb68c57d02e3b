import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage, loadLanguage } from './lib/i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { configureShellEffects } from './lib/shell-effects';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

const router = createAppRouter();
// the error table's navigations (login, register, bind phone...) go through the router, not the raw hash
configureShellEffects({ navigate: (path) => void router.navigate(path) });

// a stored language other than zh-CN loads its texts and antd/dayjs locales before the first render
void loadLanguage(currentLanguage()).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
