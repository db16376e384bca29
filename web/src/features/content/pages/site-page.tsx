import type { SitePage as SitePageItem } from '@mc/api';
import { formatCalendarDay } from '../../portfolios/market-format.js';
import { sitePageUrl } from '../api/content-api.js';
import { ContentBody } from '../components/content-body.js';
import { ContentHeader } from '../components/content-header.js';
import { ContentItemScreen } from '../components/content-item-screen.js';
import { useContentSlug } from '../content-route-handle.js';

/** `/about`, `/team`, `/privacy-policy`, …: one of the site's own pages from `/api/pages/{slug}/`. */
export default function SitePage() {
  const slug = useContentSlug();
  return (
    <ContentItemScreen<SitePageItem> url={sitePageUrl(slug)} what="this page">
      {(page) => (
        <>
          <ContentHeader
            item={page}
            byline={
              <p className="content-byline">
                Last updated <time dateTime={page.published}>{formatCalendarDay(page.published)}</time>
              </p>
            }
          />
          <ContentBody html={page.html} />
        </>
      )}
    </ContentItemScreen>
  );
}
