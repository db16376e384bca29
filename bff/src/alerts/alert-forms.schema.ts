import { z } from 'zod';
import { ALERT_FEED_KINDS, ALERTS_DEFAULT_PAGE_SIZE, ALERTS_MAX_PAGE_SIZE, REMINDER_DAYS_MAX } from '@mc/api/alerts';
import { lastValue, queryInteger } from '../http/query-values.js';

// DRF's words.
const typeOf = (value: unknown) =>
  Array.isArray(value) ? 'list' : value === null ? 'NoneType' : typeof value === 'number' ? 'int' : typeof value;
const body = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: (issue) => `Invalid data. Expected a dictionary, but got ${typeOf(issue.input)}.` });
const NOT_A_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';
/** Alert ids and list ids travel as integers the database can hold. */
const MAX_ID = Number.MAX_SAFE_INTEGER;
const MAX_LIST_ID = 2_147_483_647;

const time = z
  .string({ error: 'Not a valid string.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time has wrong format. Use one of these formats instead: hh:mm (00:00 to 23:59).');
const flag = z.boolean({ error: 'Must be a valid boolean.' });

/** `PATCH /api/watchlists/{id}/alerts/`: any of the settings (none: the settings as they are, as DRF's partial update). */
export const AlertSettingsChangeSchema = body({
  reminder_days: z
    .int({ error: 'A valid integer is required.' })
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(REMINDER_DAYS_MAX, `Ensure this value is less than or equal to ${REMINDER_DAYS_MAX}.`)
    .optional(),
  reminder_time: time.optional(),
  digest: flag.optional(),
  digest_time: time.optional(),
  change_alerts: flag.optional(),
});

/** `GET /api/alerts/` query. Unknown parameters are ignored, as DRF does. */
export const AlertFeedQuerySchema = z.object({
  list: z.preprocess(
    lastValue,
    z
      .string()
      .optional()
      .transform((value, context) => {
        const text = value?.trim() ?? '';
        if (!text) return undefined;
        const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
        if (!(id >= 1 && id <= MAX_LIST_ID)) context.addIssue({ code: 'custom', message: NOT_A_CHOICE });
        return id;
      }),
  ),
  kind: z.preprocess(
    lastValue,
    z
      .string()
      .optional()
      .transform((value, context) => {
        const text = value?.trim() ?? '';
        if (text && !(ALERT_FEED_KINDS as readonly string[]).includes(text))
          context.addIssue({
            code: 'custom',
            message: `Select a valid choice. ${text.slice(0, 100)} is not one of the available choices.`,
          });
        return text;
      }),
  ),
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, 1),
  page_size: queryInteger(1, ALERTS_MAX_PAGE_SIZE, ALERTS_DEFAULT_PAGE_SIZE),
});

/** `POST /api/alerts/read/`: `{ids: [...]}` (the account's alerts) or `{all: true}`. */
export const AlertsReadSchema = body({
  ids: z
    .array(
      z
        .int({ error: 'A valid integer is required.' })
        .min(1, 'Ensure this value is greater than or equal to 1.')
        .max(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`),
      { error: (issue) => `Expected a list of items but got type "${typeOf(issue.input)}".` },
    )
    .max(1000, 'Ensure this field has no more than 1000 elements.')
    .optional(),
  all: flag.optional(),
}).refine((read) => read.ids !== undefined || read.all === true, 'Give the ids of the alerts read, or all: true.');
