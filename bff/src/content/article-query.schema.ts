import { z } from 'zod';
import { ARTICLES_DEFAULT_PAGE_SIZE, ARTICLES_MAX_PAGE_SIZE } from '@mc/api/content';

/** A parameter given twice counts once, with its last value, as DRF's QueryDict.get reads it. */
const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    last,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined || value.trim() === '') return fallback;
        const number = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
        if (!Number.isSafeInteger(number)) context.addIssue({ code: 'custom', message: 'A valid integer is required.' });
        else if (number < min)
          context.addIssue({ code: 'custom', message: `Ensure this value is greater than or equal to ${min}.` });
        else if (number > max)
          context.addIssue({ code: 'custom', message: `Ensure this value is less than or equal to ${max}.` });
        return number;
      }),
  );

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
