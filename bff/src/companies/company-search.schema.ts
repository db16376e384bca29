import { z } from 'zod';
import { last, MESSAGES } from '../calendars/calendar-query.schema.js';

/** The longest search: longer than any symbol, long enough for a word of a company's name. */
export const MAX_COMPANY_SEARCH_LENGTH = 32;
/** Suggestions in one answer (issue 20 §5). */
export const COMPANY_SUGGESTIONS = 8;

/** `?search=`: required, not blank once the spaces around it are dropped, at most 32 characters. */
export const CompanySearchSchema = z.object({
  search: z
    .preprocess(last, z.string({ error: 'This field is required.' }))
    .transform((value) => value.trim())
    .refine((value) => value !== '', 'This field may not be blank.')
    .refine((value) => [...value].length <= MAX_COMPANY_SEARCH_LENGTH, MESSAGES.tooLong(MAX_COMPANY_SEARCH_LENGTH)),
});

export type CompanySearchInput = z.output<typeof CompanySearchSchema>;
