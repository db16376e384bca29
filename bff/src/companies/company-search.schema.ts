import { z } from 'zod';
import { last, MESSAGES } from '../calendars/calendar-query.schema.js';

/** The longest search: longer than any symbol, long enough for a word of a company's name. */
export const MAX_COMPANY_SEARCH_LENGTH = 32;
/** Suggestions in one answer (issue 20 §5). */
export const COMPANY_SUGGESTIONS = 8;

/**
 * What a ticker or a company's name is written with: letters (accents included), digits, spaces and
 * `. , & ' ’ - /` (BRK.B, AT&T, Lowe's). Anything else (U+FFFD, which a broken encoding becomes,
 * symbols, controls) can match no company: refused rather than searched.
 */
const SEARCHABLE = /^[\p{L}\p{N} .,&'’\-/]+$/u;

/** `?search=`: required, not blank once the spaces around it are dropped, at most 32 characters of a name. */
export const CompanySearchSchema = z.object({
  search: z
    .preprocess(last, z.string({ error: 'This field is required.' }))
    .transform((value) => value.trim())
    .refine((value) => value !== '', 'This field may not be blank.')
    .refine((value) => [...value].length <= MAX_COMPANY_SEARCH_LENGTH, MESSAGES.tooLong(MAX_COMPANY_SEARCH_LENGTH))
    .refine(
      (value) => value === '' || SEARCHABLE.test(value),
      "Enter letters, digits or the . , & ' - / of a ticker or a company name.",
    ),
});

export type CompanySearchInput = z.output<typeof CompanySearchSchema>;
