import type { PreparedAnswer } from '../http/prepared-answer.js';

/** Entries kept at most: a handful of calendars × access levels × zones × spellings of the same request. */
const MAX_ENTRIES = 500;
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
 * The unfiltered current-week answers, serialized, kept until their calendar changes. The same
 * Buffer is sent every time, so the bff's answer encoding hashes and compresses it once. A request reads the
 * calendar's generation before asking the catalysts service and stores its answer only if no
 * change event arrived in between: an answer fetched before a change never outlives it.
 */
export class CalendarAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();

  generation(type: string): number {
    return this.generations.get(type) ?? 0;
  }

  get(key: string, now = Date.now()): PreparedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** Keeps `answer` unless `type` changed since `generation`; says whether it did. */
  put(key: string, type: string, generation: number, answer: PreparedAnswer, now = Date.now()): boolean {
    if (this.generation(type) !== generation) return false;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { type, answer, expiresAt: now + ANSWER_TTL_MS });
    return true;
  }

  /** A calendar changed: its answers go, and answers being fetched for it will not be kept. */
  invalidate(type: string): void {
    this.generations.set(type, this.generation(type) + 1);
    for (const [key, entry] of this.entries) if (entry.type === type) this.entries.delete(key);
  }

  /** Everything goes (the event feed was lost: changes may have been missed). */
  clear(): void {
    for (const type of new Set([...this.generations.keys(), ...[...this.entries.values()].map((entry) => entry.type)]))
      this.generations.set(type, this.generation(type) + 1);
    this.entries.clear();
  }
}
