import {
  addDays,
  addTradingDays,
  dayIn,
  EXCHANGE_TIME_ZONE,
  instantAt,
  isTradingDay,
  wallClock,
  type Day,
} from '@mc/market-time';

/**
 * When reminders and digests are due (issue 22 §2; docs/decisions.md, "Reminders and the
 * pre-market digest"). Pure: the scheduler's tick asks it with the minutes it has not handled yet.
 */

/** The zone of an owner whose zone no event has told yet (identity's default). */
export const DEFAULT_OWNER_ZONE = EXCHANGE_TIME_ZONE;

/** A list without a digest time of its own gets its digest at 07:00 New York time, wherever its owner is. */
export const DEFAULT_DIGEST_SLOT = { zone: EXCHANGE_TIME_ZONE, time: '07:00' } as const;

/** A tick catches up at most this far back (a restart, Redis away): an older reminder or digest is not sent late. */
export const CATCH_UP_MS = 60 * 60_000;

/** A time of day in a zone at which some lists' reminders or digests go. */
export interface Slot {
  zone: string;
  /** `HH:MM`, the zone's wall clock. */
  time: string;
}

/** A slot that came due: the zone's day at that moment, and the instant. */
export interface DueSlot extends Slot {
  day: Day;
  at: Date;
}

/** The minutes a tick at `now` handles: after `doneUntil` (at most CATCH_UP_MS back), up to the start of `now`'s minute. */
export function tickWindow(now: Date, doneUntil: Date | null): { from: Date; to: Date } | null {
  const to = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const earliest = new Date(to.getTime() - CATCH_UP_MS);
  const from = doneUntil === null ? new Date(to.getTime() - 60_000) : doneUntil < earliest ? earliest : doneUntil;
  return from < to ? { from, to } : null;
}

/**
 * Each slot whose wall-clock time came in (from, to], on each day it did, as the zone keeps its
 * clocks that day (so across a DST change the same `18:00` is another UTC instant). A time a DST
 * change skips comes at the instant one offset before the change (02:30 on a spring-forward night
 * goes at 03:30); one it repeats, at its first instant.
 */
export function dueSlots<S extends Slot>(slots: readonly S[], from: Date, to: Date): (S & DueSlot)[] {
  const due: (S & DueSlot)[] = [];
  for (const slot of slots)
    for (let day = dayIn(from, slot.zone), last = dayIn(to, slot.zone); day <= last; day = addDays(day, 1)) {
      const at = instantAt(day, slot.time, slot.zone);
      if (at > from && at <= to) due.push({ ...slot, day, at });
    }
  return due;
}

/**
 * The exchange days whose catalysts get a reminder `tradingDays` trading days before them on
 * `day`: those for which `day` is the `tradingDays`-th trading day before. None when `day` is no
 * trading day (reminders go on trading days only). With 1 on Wed 2026-11-25: Thu 11-26 (a holiday)
 * and Fri 11-27, the next trading day.
 */
export function reminderCatalystDays(day: Day, tradingDays: number): Day[] {
  if (!isTradingDay(day) || tradingDays < 1) return [];
  const days: Day[] = [];
  const last = addTradingDays(day, tradingDays);
  for (
    let catalystDay = addDays(addTradingDays(day, tradingDays - 1), 1);
    catalystDay <= last;
    catalystDay = addDays(catalystDay, 1)
  )
    days.push(catalystDay);
  return days;
}

/** The day a catalyst of `catalystDay` is reminded of, `tradingDays` trading days before it. */
export const reminderDayOf = (catalystDay: Day, tradingDays: number): Day => addTradingDays(catalystDay, -tradingDays);

/** Whether a digest goes on `day`: the exchanges trade (none on weekends and market holidays). */
export const digestDay = (day: Day): boolean => isTradingDay(day);

/** The key of an owner's reminder mail: one per reminder day and time, grouping all their lists' reminders. */
export const reminderMailKey = (day: Day, time: string) => `reminder-${day}-${time.replace(':', '')}`;

/** The key of an owner's digest: one per exchange day, sent at the first of their lists' digest times. */
export const digestMailKey = (day: Day) => `digest-${day}`;

export type ScheduledMail = { kind: 'reminder'; day: Day; time: string } | { kind: 'digest'; day: Day };

/** What a mail key (alert_mails.sync_id) names: a reminder or digest mail, or null for a sync's change alerts. */
export function scheduledMailOf(key: string): ScheduledMail | null {
  const reminder = /^reminder-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/.exec(key);
  if (reminder) return { kind: 'reminder', day: reminder[1], time: `${reminder[2]}:${reminder[3]}` };
  const digest = /^digest-(\d{4}-\d{2}-\d{2})$/.exec(key);
  return digest ? { kind: 'digest', day: digest[1] } : null;
}

/** The owner's wall-clock time of the default digest (07:00 New York) on `day`: what the settings show for it. */
export const defaultDigestTimeIn = (zone: string, day: Day): string =>
  wallClock(instantAt(day, DEFAULT_DIGEST_SLOT.time, DEFAULT_DIGEST_SLOT.zone), zone).time.slice(0, 5);
