import { z } from 'zod';
import { REACTION_TYPES, type ReactionType } from '@mc/api/companies';
import { last } from '../calendars/calendar-query.schema.js';

/** `?type=earnings|fda`: required; anything else is DRF's choice error, naming what was sent. */
export const ReactionsQuerySchema = z.object({
  type: z.preprocess(
    last,
    z.string({ error: 'This field is required.' }).transform((value, context) => {
      const text = value.trim();
      if (!(REACTION_TYPES as readonly string[]).includes(text))
        context.addIssue({
          code: 'custom',
          message: `Select a valid choice. ${text.slice(0, 100)} is not one of the available choices.`,
        });
      return text as ReactionType;
    }),
  ),
});

export type ReactionsQuery = z.output<typeof ReactionsQuerySchema>;
