import { Link } from 'react-router';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  hrefFor: (page: number) => string;
}

/** Previous / Page n of m / Next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, hasPrevious, hasNext, hrefFor }: PaginationProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {hasPrevious ? (
        <Link className="button button--ghost button--small" to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination__position">
        Page {page} of {pageCount}
      </span>
      {hasNext ? (
        <Link className="button button--ghost button--small" to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
