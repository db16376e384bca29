import type { ContentHeading } from '@mc/api';

/** The guide's sections (its `##` headings), as in-page links. */
export function TableOfContents({ headings }: { headings: readonly ContentHeading[] }) {
  const sections = headings.filter((heading) => heading.level === 2);
  if (sections.length < 2) return null;
  return (
    <nav className="content-toc" aria-labelledby="content-toc-title">
      <h2 id="content-toc-title" className="content-toc__title">
        On this page
      </h2>
      <ol>
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
