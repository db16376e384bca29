import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticlePage, FacetCount } from '@mc/api';
import { ARTICLES_DEFAULT_PAGE_SIZE } from '@mc/api/content';
import { useBffQuery } from '../../../api/bff-query.js';
import { articlesUrl, contentKey } from '../api/content-api.js';
import { useArticleQuery, type ArticleQueryState } from './use-article-query.js';

export interface Facets {
  tags: readonly FacetCount[];
  tickers: readonly FacetCount[];
}

const NO_FACETS: Facets = { tags: [], tickers: [] };

export interface ArticlePageView {
  articles: UseQueryResult<ArticlePage>;
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
  const url = articlesUrl(query.apiQuery);
  const articles = useBffQuery<ArticlePage>({ key: contentKey(url), path: url });
  const [facets, setFacets] = useState<Facets>(NO_FACETS);

  const { data } = articles;
  if (data && (data.tags !== facets.tags || data.tickers !== facets.tickers)) {
    setFacets({ tags: data.tags, tickers: data.tickers });
  }

  return {
    articles,
    query,
    facets,
    pageNumber: Number.parseInt(query.page, 10) || 1,
    pageCount: Math.max(1, Math.ceil((data?.count ?? 0) / pageSize)),
  };
}
