import { ApiError, NetworkError } from '../../api/api-errors.js';
import { firstFieldError, serverDetail } from '../../api/error-messages.js';

/** The fields the watch lists' API names in its 400s, in the order a reader should fix them. */
const FIELDS = ['name', 'tickers', 'add', 'remove', 'text', 'file', 'slug', 'ids', 'non_field_errors'] as const;

/** What a failed change to a list says to its reader: the API's own words when it gave some. */
export function mutationErrorMessage(error: unknown, doing: string): string {
  if (error instanceof NetworkError) return `We could not ${doing}. Check your connection and try again.`;
  if (error instanceof ApiError && error.status === 413) return 'That file is too large to import.';
  return firstFieldError(error, FIELDS) ?? serverDetail(error) ?? `We could not ${doing}. Please try again.`;
}
