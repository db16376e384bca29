import { z } from 'zod';
import { CONTENT_KINDS, WATCH_LISTS } from '@mc/proto/content-words';

/** The limits of content/README.md. */
export const CONTENT_TITLE_MAX = 90;
const CONTENT_DESCRIPTION_MIN = 50;
const CONTENT_DESCRIPTION_MAX = 160;
const CONTENT_TAGS_MIN = 1;
const CONTENT_TAGS_MAX = 6;
const WATCH_LIST_PICKS_MIN = 3;
const WATCH_LIST_PICKS_MAX = 8;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG = SLUG;
/** US symbols as the quotes and catalysts services spell them (BRK.B, BF-B). */
const TICKER = /^[A-Z]{1,5}(?:[.-][A-Z]{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AUTHOR_MAX = 80;
const THESIS_MIN = 40;
const THESIS_MAX = 1000;

const isRealDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** Messages name no field: the report puts the field before them (`content/x.md: title: is required`). */
export const expected = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}`;

export const text = (min: number, max: number) =>
  z
    .string({ error: expected('text') })
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

export const ticker = z
  .string({ error: expected('a ticker') })
  .regex(TICKER, 'must be an upper-case US ticker such as AAPL or BRK.B');

export const uniqueList = <T extends z.ZodType<string>>(item: T, what: string) =>
  z.array(item, { error: expected(`a list of ${what}`) }).superRefine((values, context) => {
    for (const value of new Set(duplicates(values))) context.addIssue({ code: 'custom', message: `lists ${value} twice` });
  });

/**
 * The front matter of every file (content/README.md), checked exactly: an unknown key is a mistake too.
 * `today` (YYYY-MM-DD, UTC) is the latest `published` day accepted.
 */
export function frontMatterSchema(today: string) {
  const common = {
    title: text(1, CONTENT_TITLE_MAX),
    description: text(CONTENT_DESCRIPTION_MIN, CONTENT_DESCRIPTION_MAX),
    slug: z.string({ error: expected('text') }).regex(SLUG, 'must be lowercase words joined by hyphens'),
    published: z
      .string({ error: expected('a day written YYYY-MM-DD (2026-10-14)') })
      .regex(DAY, { message: 'must be a day written YYYY-MM-DD (2026-10-14)', abort: true })
      .refine(isRealDay, { message: 'is not a real day', abort: true })
      .refine((day) => day <= today, `must not be in the future (today is ${today})`),
    author: text(1, AUTHOR_MAX),
    tags: uniqueList(z.string({ error: expected('a tag') }).regex(TAG, 'must be lowercase words joined by hyphens'), 'tags')
      .min(CONTENT_TAGS_MIN, `needs ${CONTENT_TAGS_MIN} to ${CONTENT_TAGS_MAX} tags`)
      .max(CONTENT_TAGS_MAX, `needs ${CONTENT_TAGS_MIN} to ${CONTENT_TAGS_MAX} tags`),
    tickers: uniqueList(ticker, 'tickers'),
  };
  const Document = z.strictObject({ ...common, kind: z.enum(['guide', 'article', 'page']) });
  const Pick = z.strictObject({ ticker, thesis: text(THESIS_MIN, THESIS_MAX) }, { error: expected('{ticker, thesis}') });
  const WatchListPost = z
    .strictObject({
      ...common,
      kind: z.literal('watch-list'),
      list: z.enum(WATCH_LISTS, { error: expected(`one of ${WATCH_LISTS.join(', ')}`) }),
      picks: z
        .array(Pick, { error: expected('a list of {ticker, thesis}') })
        .min(WATCH_LIST_PICKS_MIN, `needs ${WATCH_LIST_PICKS_MIN} to ${WATCH_LIST_PICKS_MAX} picks`)
        .max(WATCH_LIST_PICKS_MAX, `needs ${WATCH_LIST_PICKS_MIN} to ${WATCH_LIST_PICKS_MAX} picks`),
    })
    .superRefine((post, context) => {
      const picked = post.picks.map((pick) => pick.ticker);
      for (const symbol of new Set(duplicates(picked)))
        context.addIssue({ code: 'custom', path: ['picks'], message: `lists ${symbol} twice` });
      const missing = picked.filter((symbol) => !post.tickers.includes(symbol));
      const extra = post.tickers.filter((symbol) => !picked.includes(symbol));
      if (missing.length || extra.length)
        context.addIssue({
          code: 'custom',
          path: ['tickers'],
          message: `must list exactly the picks' tickers (${[
            missing.length ? `missing ${missing.join(', ')}` : '',
            extra.length ? `not picked: ${extra.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('; ')})`,
        });
    });
  return z.discriminatedUnion('kind', [Document, WatchListPost], {
    error: expected(`one of ${CONTENT_KINDS.join(', ')}`),
  });
}

export type FrontMatter = z.output<ReturnType<typeof frontMatterSchema>>;
export type WatchListFrontMatter = Extract<FrontMatter, { kind: 'watch-list' }>;
