import { SITE_ROUTES } from '@mc/api/site-routes';
import { OTHER_ROUTE, pageViewLabel } from './page-view-label.js';

describe('page-view labels', () => {
  it('are the web app’s route patterns', () => {
    expect(pageViewLabel('/login')).toBe('/login');
    expect(pageViewLabel('/company/NVDA')).toBe('/company/:ticker');
    expect(pageViewLabel('/reset-password/MQ/abc-123?next=1')).toBe('/reset-password/:uid/:token');
    expect(pageViewLabel('/invest/portfolios/technology-stocks#top')).toBe('/invest/portfolios/:slug');
  });

  it('stay a fixed set whatever paths clients send (issue 12 §6)', () => {
    const labels = new Set<string>();
    for (let index = 0; index < 500; index++) {
      labels.add(pageViewLabel(`/probe-${index}`));
      labels.add(pageViewLabel(`/company/TICKER${index}`));
      labels.add(pageViewLabel(`/${'x'.repeat(index)}/${index}/deeper`));
    }
    expect([...labels].sort()).toEqual(['/company/:ticker', OTHER_ROUTE]);
    const allowed = new Set([...SITE_ROUTES.map((route) => route.path), OTHER_ROUTE]);
    expect(
      ['/', '/pricing', '/no-such-page', '/articles/some-slug'].map(pageViewLabel).every((label) => allowed.has(label)),
    ).toBe(true);
  });
});
