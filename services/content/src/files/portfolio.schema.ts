import { z } from 'zod';
import { GICS_SECTOR_NAMES } from '@mc/proto/gics-sectors';
import { CONTENT_TITLE_MAX, duplicates, expected, SLUG, text, ticker } from './front-matter.schema.js';

/** A portfolio's paragraph: longer than an article's description, shorter than a page. */
const DESCRIPTION_MIN = 200;
const DESCRIPTION_MAX = 1200;
const NAME_MAX = 120;
const MEMBERS_MAX = 200;

const Member = z.strictObject({ ticker, name: text(1, NAME_MAX) }, { error: expected('{ticker, name}') });

/**
 * The front matter of `content/portfolios/<slug>.md` (content/README.md), checked exactly. The
 * members are ranked: the first is number 1.
 */
export const portfolioSchema = z
  .strictObject({
    slug: z.string({ error: expected('text') }).regex(SLUG, 'must be lowercase words joined by hyphens'),
    title: text(1, CONTENT_TITLE_MAX),
    description: text(DESCRIPTION_MIN, DESCRIPTION_MAX).refine(
      (description) => !description.includes('\n'),
      'must be one paragraph (no line breaks)',
    ),
    sector: z
      .enum(GICS_SECTOR_NAMES as [string, ...string[]], { error: expected(`a GICS sector: ${GICS_SECTOR_NAMES.join(', ')}`) })
      .optional(),
    order: z.int({ error: expected('a whole number from 1') }).min(1, 'must be a whole number from 1'),
    members: z
      .array(Member, { error: expected('a list of {ticker, name}') })
      .min(1, `needs 1 to ${MEMBERS_MAX} members`)
      .max(MEMBERS_MAX, `needs 1 to ${MEMBERS_MAX} members`),
  })
  .superRefine((portfolio, context) => {
    for (const symbol of new Set(duplicates(portfolio.members.map((member) => member.ticker))))
      context.addIssue({ code: 'custom', path: ['members'], message: `lists ${symbol} twice` });
  });

export type PortfolioFrontMatter = z.output<typeof portfolioSchema>;
