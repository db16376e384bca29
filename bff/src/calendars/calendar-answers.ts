import { ALL_CALENDARS } from '@mc/api/calendars';
import { InvalidatableCache } from '@mc/runtime';
import type { PreparedAnswer } from '../http/prepared-answer.js';

/**
 * Answers kept at most, by count and by bytes (the bff's pod has 384 MiB): room for every
 * calendar's week in each access level and zone, and for the filtered views readers come back to.
 * Beyond that the least recently read goes first, so a burst of one-off queries evicts only itself.
 */
const MAX_ENTRIES = 2_000;
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/**
 * An entry is dropped by the change event of its calendar; this bounds how long one can outlive a
 * missed event (the bff follows the events without a durable consumer).
 */
export const ANSWER_TTL_MS = 5 * 60_000;
/**
 * Slots of the keys remembered as asked once, so that their second request is kept (AskedBefore):
 * 128 KiB, where a key asked again after 10,000 others is still remembered three times in four. A
 * key forgotten before its second request is answered once more uncached.
 */
export const ASKED_BEFORE_SLOTS = 32_768;

/**
 * Calendar answers, serialized, by access level, URL and week, grouped by calendar: the same
 * Buffer is sent every time, so the bff's answer encoding hashes and compresses it once. The
 * combined calendar (`all`) changes whenever any calendar does.
 */
export function calendarAnswers(now?: () => number): InvalidatableCache<PreparedAnswer> {
  return new InvalidatableCache<PreparedAnswer>({
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_ANSWER_BYTES,
    bytesOf: (answer) => answer.body.length,
    ttlMs: ANSWER_TTL_MS,
    alsoChanges: () => [ALL_CALENDARS],
    now,
  });
}
