import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from './page-views.js';

/** Spec §2: a page view is reported on each route change. */
export function PageViewReporter() {
  const { pathname } = useLocation();
  // Guards against double reports when StrictMode replays effects.
  const lastReportedPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastReportedPath.current === pathname) return;
    lastReportedPath.current = pathname;
    reportPageView(pathname);
  }, [pathname]);

  return null;
}
