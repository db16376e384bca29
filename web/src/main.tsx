import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.js';
import { reportCssPreloadFailures } from './router/css-preload-failures.js';
import { appRoutes } from './routes.js';
import './styles/theme.css';
import './styles/base.css';

reportCssPreloadFailures(window);

const router = createBrowserRouter(appRoutes);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
