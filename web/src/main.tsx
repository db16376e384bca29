import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client.js';
import { App } from './app.js';
import { reportCssPreloadFailures } from './router/css-preload-failures.js';
import { appRoutes } from './routes.js';
import './styles/theme.css';
import './styles/base.css';

reportCssPreloadFailures(window);

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
