import { z } from 'zod';
import { ARTICLES_DEFAULT_PAGE_SIZE, ARTICLES_MAX_PAGE_SIZE } from '@mc/api/content';
import { lastValue as last, queryInteger as integer } from '../http/query-values.js';

const word = (normalize: (value: string) => string, pattern: RegExp, message: string) =>
  z.preprocess(
    last,
    z
      .string()
      .optional()
      .transform((value, context) => {
        const normalized = normalize(value?.trim() ?? '');
        if (normalized && !pattern.test(normalized)) context.addIssue({ code: 'custom', message });
        return normalized || undefined;
      }),
  );

/** `GET /api/articles/` query: ArticleQuery in `@mc/api/content`. Unknown parameters are ignored, as DRF does. */
export const ArticleQuerySchema = z.object({
  tag: word((value) => value.toLowerCase(), /^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Enter a tag: lowercase words joined by hyphens.'),
  ticker: word((value) => value.toUpperCase(), /^[A-Z0-9][A-Z0-9.-]{0,9}$/, 'Enter a valid ticker symbol.'),
  page: integer(1, Number.MAX_SAFE_INTEGER, 1),
  page_size: integer(1, ARTICLES_MAX_PAGE_SIZE, ARTICLES_DEFAULT_PAGE_SIZE),
});

export type ArticleQueryInput = z.output<typeof ArticleQuerySchema>;
