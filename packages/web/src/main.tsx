import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './lib/i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
