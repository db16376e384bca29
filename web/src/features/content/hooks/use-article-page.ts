import { useState } from 'react';
import type { ArticlePage, FacetCount } from '@mc/api';
import { ARTICLES_DEFAULT_PAGE_SIZE } from '@mc/api/content';
import { useApiResource, type ApiResource } from '../../../api/use-api-resource.js';
import { articlesUrl } from '../api/content-api.js';
import { useArticleQuery, type ArticleQueryState } from './use-article-query.js';

export interface Facets {
  tags: readonly FacetCount[];
  tickers: readonly FacetCount[];
}

const NO_FACETS: Facets = { tags: [], tickers: [] };

export interface ArticlePageView extends ApiResource<ArticlePage> {
  query: ArticleQueryState;
  /** The filter choices of the last answer: they stay on screen while the next page loads. */
  facets: Facets;
  /** The page shown (from 1) and how many the view has. */
  pageNumber: number;
  pageCount: number;
}

/** One page of `/api/articles/` for the address's filters. */
export function useArticlePage(pageSize: number = ARTICLES_DEFAULT_PAGE_SIZE): ArticlePageView {
  const query = useArticleQuery(pageSize === ARTICLES_DEFAULT_PAGE_SIZE ? undefined : pageSize);
  const resource = useApiResource<ArticlePage>(articlesUrl(query.apiQuery));
  const [facets, setFacets] = useState<Facets>(NO_FACETS);

  const { state } = resource;
  if (state.status === 'ready' && (state.data.tags !== facets.tags || state.data.tickers !== facets.tickers)) {
    setFacets({ tags: state.data.tags, tickers: state.data.tickers });
  }

  const count = state.status === 'ready' ? state.data.count : 0;
  return {
    ...resource,
    query,
    facets,
    pageNumber: Number.parseInt(query.page, 10) || 1,
    pageCount: Math.max(1, Math.ceil(count / pageSize)),
  };
}
