import { ALL_CALENDARS, CALENDAR_TYPES } from '@mc/api/calendars';
import type { PreparedAnswer } from '../http/prepared-answer.js';

/**
 * Answers kept at most, by count and by bytes (the bff's pod has 384 MiB): room for every
 * calendar's week in each access level and zone, and for the filtered views readers come back to.
 * Beyond that the least recently read goes first, so a burst of one-off queries evicts only itself.
 */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * An entry is dropped by the change event of its calendar; this bounds how long one can outlive a
 * missed event (the bff follows the events without a durable consumer).
 */
export const ANSWER_TTL_MS = 5 * 60_000;

interface Entry {
  type: string;
  answer: PreparedAnswer;
  expiresAt: number;
}

/**
 * Calendar answers, serialized, kept until their calendar changes. The same Buffer is sent every
 * time, so the bff's answer encoding hashes and compresses it once. A request reads the calendar's
 * generation before asking the catalysts service and stores its answer only if no change event
 * arrived in between: an answer fetched before a change never outlives it. The combined calendar
 * (`all`) changes whenever any calendar does.
 */
export class CalendarAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;

  generation(type: string): number {
    return this.generations.get(type) ?? 0;
  }

  get(key: string, now = Date.now()): PreparedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (entry.expiresAt <= now) return undefined;
    // Read again: to the end of the eviction order.
    this.add(key, entry);
    return entry.answer;
  }

  /** Keeps `answer` unless `type` changed since `generation`; says whether it did. */
  put(key: string, type: string, generation: number, answer: PreparedAnswer, now = Date.now()): boolean {
    if (this.generation(type) !== generation || answer.body.length > MAX_BYTES) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    while (this.entries.size >= MAX_ENTRIES || this.bytes + answer.body.length > MAX_BYTES) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    this.add(key, { type, answer, expiresAt: now + ANSWER_TTL_MS });
    return true;
  }

  /** A calendar changed: its answers and the combined calendar's go, and answers being fetched for them will not be kept. */
  invalidate(type: string): void {
    for (const changed of new Set([type, ALL_CALENDARS])) this.generations.set(changed, this.generation(changed) + 1);
    for (const [key, entry] of this.entries) if (entry.type === type || entry.type === ALL_CALENDARS) this.remove(key, entry);
  }

  /** Everything goes (the event feed was lost: changes may have been missed). */
  clear(): void {
    for (const type of [...CALENDAR_TYPES, ALL_CALENDARS]) this.generations.set(type, this.generation(type) + 1);
    this.entries.clear();
    this.bytes = 0;
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.answer.body.length;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.answer.body.length;
  }
}
