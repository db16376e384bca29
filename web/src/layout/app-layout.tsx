import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageViewReporter } from '../analytics/page-view-reporter.js';
import { NavigationProgress } from '../router/navigation-progress.js';
import { useRouteMeta } from '../ui/page-meta.js';
import { SiteFooter } from './footer/site-footer.js';
import { SiteHeader } from './header/site-header.js';
import { SecondaryHeader } from './secondary-header/secondary-header.js';
import './app-layout.css';

interface AppLayoutProps {
  /** The ticker tape (spec §1: 48 px high, shown above other content). */
  tickerTape?: ReactNode;
}

export function AppLayout({ tickerTape }: AppLayoutProps) {
  useRouteMeta();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <NavigationProgress />
      {tickerTape ? <div className="app-shell__ticker-tape">{tickerTape}</div> : null}
      <SiteHeader />
      <SecondaryHeader />
      <main id="main-content" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PageViewReporter />
      <ScrollRestoration />
    </div>
  );
}
