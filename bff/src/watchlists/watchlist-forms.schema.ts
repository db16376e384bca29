import { z } from 'zod';

/** The most values one request may carry (an import's rows too); the service keeps at most 200 per list. */
export const MAX_VALUES = 1000;
/** A name is checked by the service (trimmed, 1–60 characters); this bounds the text before it travels. */
const MAX_NAME_TEXT = 1000;
const MAX_VALUE_LENGTH = 64;
/** A list id travels as an int32. */
const MAX_ID = 2_147_483_647;
/** A pasted list: 1,000 symbols with separators fit easily. */
const MAX_TEXT_LENGTH = 32 * 1024;

// DRF's words.
const REQUIRED = 'This field is required.';
const typeOf = (value: unknown) =>
  Array.isArray(value) ? 'list' : value === null ? 'NoneType' : typeof value === 'number' ? 'int' : typeof value;

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') })
    .max(max, `Ensure this field has no more than ${max} characters.`);

const values = () =>
  z
    .array(text(MAX_VALUE_LENGTH), {
      error: (issue) =>
        issue.input === undefined ? REQUIRED : `Expected a list of items but got type "${typeOf(issue.input)}".`,
    })
    .max(MAX_VALUES, `Ensure this field has no more than ${MAX_VALUES} elements.`);

const body = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: (issue) => `Invalid data. Expected a dictionary, but got ${typeOf(issue.input)}.` });

/** `POST /api/watchlists/`. */
export const WatchlistFormSchema = body({ name: text(MAX_NAME_TEXT), tickers: values() });

/** `PATCH /api/watchlists/{id}/`: at least one of its fields. */
export const WatchlistChangeSchema = body({
  name: text(MAX_NAME_TEXT).optional(),
  tickers: values().optional(),
  add: values().optional(),
  remove: values().optional(),
}).refine(
  (change) => Object.values(change).some((value) => value !== undefined),
  'Give at least one of name, tickers, add or remove.',
);

/** `PUT /api/watchlists/order/`: list ids (the service checks they are exactly the account's lists). */
export const WatchlistOrderSchema = body({
  ids: z
    .array(
      z
        .int({ error: 'A valid integer is required.' })
        .min(1, 'Ensure this value is greater than or equal to 1.')
        .max(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`),
      {
        error: (issue) =>
          issue.input === undefined ? REQUIRED : `Expected a list of items but got type "${typeOf(issue.input)}".`,
      },
    )
    .max(MAX_VALUES, `Ensure this field has no more than ${MAX_VALUES} elements.`),
});

/** `POST /api/watchlists/import/` as JSON. */
export const WatchlistImportTextSchema = body({ name: text(MAX_NAME_TEXT), text: text(MAX_TEXT_LENGTH) });

/** `POST /api/watchlists/from-portfolio/`. */
export const WatchlistFromPortfolioSchema = body({ slug: text(200), name: text(MAX_NAME_TEXT).optional() });

export type WatchlistChangeInput = z.output<typeof WatchlistChangeSchema>;
