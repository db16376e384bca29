import { useId } from 'react';
import type { FacetCount } from '@mc/api';
import type { ArticleFilter } from '../hooks/use-article-query.js';

interface FacetSelectProps {
  label: string;
  allLabel: string;
  value: string;
  facets: readonly FacetCount[];
  onChange: (value: string) => void;
}

function FacetSelect({ label, allLabel, value, facets, onChange }: FacetSelectProps) {
  const id = useId();
  // A value from a shared link that no article carries any more still shows as chosen.
  const options = value && !facets.some((facet) => facet.value === value) ? [{ value, count: 0 }, ...facets] : facets;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((facet) => (
          <option key={facet.value} value={facet.value}>
            {facet.value} ({facet.count})
          </option>
        ))}
      </select>
    </div>
  );
}

interface ArticleFiltersProps {
  tag: string;
  ticker: string;
  tags: readonly FacetCount[];
  tickers: readonly FacetCount[];
  onChange: (filter: ArticleFilter, value: string) => void;
  onClear: () => void;
}

/** The tag and ticker filters; every change is written to the address. */
export function ArticleFilters({ tag, ticker, tags, tickers, onChange, onClear }: ArticleFiltersProps) {
  return (
    <div className="article-filters" role="search" aria-label="Filter articles">
      <FacetSelect label="Tag" allLabel="All tags" value={tag} facets={tags} onChange={(value) => onChange('tag', value)} />
      <FacetSelect
        label="Ticker"
        allLabel="All tickers"
        value={ticker}
        facets={tickers}
        onChange={(value) => onChange('ticker', value)}
      />
      {tag || ticker ? (
        <button type="button" className="button button--ghost button--small" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
