import type { SitePage } from '@mc/api';
import { useBffQuery } from '../../../api/bff-query.js';
import { isFirstLoad, LoadingState } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import { contentKey, sitePageUrl } from '../api/content-api.js';
import { ContentBody } from '../components/content-body.js';
import { ContactForm } from '../contact/contact-form.js';
import { CONTACT_PAGE_SLUG } from '../content-paths.js';
import '../content.css';

const FALLBACK_META = {
  title: 'Contact Us',
  description:
    'Questions about your Market Catalysts subscription, account or data? Send us a message and we will reply by email.',
  path: `/${CONTACT_PAGE_SLUG}`,
};

/**
 * `/contact-us`: the page's text from `/api/pages/contact-us/` and the form. The form does not depend on
 * the text: if the page cannot be loaded, people can still write to us.
 */
export default function ContactPage() {
  const url = sitePageUrl(CONTACT_PAGE_SLUG);
  const text = useBffQuery<SitePage>({ key: contentKey(url), path: url });
  const page = text.data ?? null;
  usePageMeta(page ? { title: page.title, description: page.description, path: page.path } : FALLBACK_META);

  return (
    <article className="content-page contact-page">
      <header className="content-header">
        <h1 className="content-header__title">{page?.title ?? FALLBACK_META.title}</h1>
        <p className="content-header__lead">{page?.description ?? FALLBACK_META.description}</p>
        {page ? (
          <p className="content-byline">
            Support is by email at <a href={`mailto:${page.support_email}`}>{page.support_email}</a>.
          </p>
        ) : null}
      </header>
      <div className="contact-page__layout">
        <div>{isFirstLoad(text) ? <LoadingState what="the page" /> : page ? <ContentBody html={page.html} /> : null}</div>
        <ContactForm supportEmail={page?.support_email ?? null} />
      </div>
    </article>
  );
}
