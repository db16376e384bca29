import type { Day } from '@mc/market-time';
import type { DayCatalyst } from './day-catalysts.js';
import type { PlannedDigest, PlannedReminder, ScheduledList } from './scheduled-alerts.repository.js';
import { reminderCatalystDays } from './schedule-rules.js';
import { shortDayWords } from './scheduled-mail-render.js';

/** A day's catalysts of companies, by each of their tickers: built once per day and tick, shared by every owner. */
export type TickerIndex = Map<string, DayCatalyst[]>;

export function tickerIndex(catalysts: readonly DayCatalyst[]): TickerIndex {
  const index: TickerIndex = new Map();
  for (const catalyst of catalysts)
    for (const ticker of catalyst.tickers) {
      const held = index.get(ticker);
      if (held) held.push(catalyst);
      else index.set(ticker, [catalyst]);
    }
  return index;
}

/** One catalyst of an owner's lists: the first of its tickers they hold, and which of their lists hold one. */
export interface HeldCatalyst {
  catalyst: DayCatalyst;
  ticker: string;
  lists: ScheduledList[];
}

/** The catalysts of `index` that an owner's `lists` hold, in the order of the day's rows. */
export function heldCatalysts(
  lists: readonly ScheduledList[],
  index: TickerIndex,
  order: (catalyst: DayCatalyst) => number,
): HeldCatalyst[] {
  const held = new Map<string, HeldCatalyst>();
  for (const list of lists)
    for (const ticker of list.tickers)
      for (const catalyst of index.get(ticker) ?? []) {
        const found = held.get(catalyst.id);
        if (!found) held.set(catalyst.id, { catalyst, ticker, lists: [list] });
        else if (!found.lists.includes(list)) found.lists.push(list);
      }
  return [...held.values()].sort((a, b) => order(a.catalyst) - order(b.catalyst));
}

const byOwner = (lists: readonly ScheduledList[]) => {
  const owners = new Map<number, ScheduledList[]>();
  for (const list of lists) owners.set(list.ownerId, [...(owners.get(list.ownerId) ?? []), list]);
  return owners;
};

/**
 * The reminders due on `day` for `lists` (all at one time of one zone): each list's catalysts
 * `reminderDays` trading days ahead, one per owner and catalyst naming every list that holds it.
 */
export function planReminders(lists: readonly ScheduledList[], day: Day, indexOf: (day: Day) => TickerIndex): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  for (const [ownerId, owned] of byOwner(lists)) {
    const held = new Map<string, PlannedReminder>();
    for (const list of owned)
      for (const catalystDay of reminderCatalystDays(day, list.reminderDays))
        for (const found of heldCatalysts([list], indexOf(catalystDay), () => 0)) {
          const reminder = held.get(found.catalyst.id);
          if (!reminder)
            held.set(found.catalyst.id, { ownerId, catalyst: found.catalyst, ticker: found.ticker, listIds: [list.id] });
          else if (!reminder.listIds.includes(list.id)) reminder.listIds.push(list.id);
        }
    planned.push(...held.values());
  }
  return planned;
}

/** The feed row's words for a digest: "3 catalysts on your lists on Fri, Nov 27". */
export const digestTitle = (count: number, day: Day) =>
  `${count} ${count === 1 ? 'catalyst' : 'catalysts'} on your lists on ${shortDayWords(day)}`;

/** A digest for each owner whose digest lists hold a catalyst of the day; none for an owner with nothing that day. */
export function planDigests(lists: readonly ScheduledList[], day: Day, index: TickerIndex): PlannedDigest[] {
  const planned: PlannedDigest[] = [];
  for (const [ownerId, owned] of byOwner(lists)) {
    const held = heldCatalysts(owned, index, () => 0);
    if (!held.length) continue;
    const listIds = owned.filter((list) => held.some((found) => found.lists.includes(list))).map((list) => list.id);
    planned.push({ ownerId, title: digestTitle(held.length, day), listIds });
  }
  return planned;
}
