import { Link } from 'react-router';
import type { Guide } from '@mc/api';
import { guideUrl } from '../api/content-api.js';
import { Breadcrumb } from '../components/breadcrumb.js';
import { ContentBody } from '../components/content-body.js';
import { ContentHeader } from '../components/content-header.js';
import { ContentItemScreen } from '../components/content-item-screen.js';
import { TableOfContents } from '../components/table-of-contents.js';
import { RESOURCES_PATH } from '../content-paths.js';
import { useContentSlug } from '../content-route-handle.js';

/** `/{slug}-guide`: one guide from `/api/guides/{slug}/`, with its sections alongside. */
export default function GuidePage() {
  const slug = useContentSlug();
  return (
    <ContentItemScreen<Guide>
      url={guideUrl(slug)}
      what="the guide"
      breadcrumb={<Breadcrumb trail={[{ label: 'Resources', to: RESOURCES_PATH }]} />}
    >
      {(guide) => (
        <>
          <ContentHeader item={guide} eyebrow="Guide" />
          <div className="content-layout">
            <TableOfContents headings={guide.headings} />
            <ContentBody html={guide.html} />
          </div>
          <footer className="content-footer">
            <Link to={RESOURCES_PATH}>All guides, calendars and portfolios</Link>
          </footer>
        </>
      )}
    </ContentItemScreen>
  );
}
