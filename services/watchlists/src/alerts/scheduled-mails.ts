import { Injectable } from '@nestjs/common';
import type { Day } from '@mc/market-time';
import { AlertMailsRepository } from './alert-mails.repository.js';
import type { DayCatalyst } from './day-catalysts.js';
import { heldCatalysts, tickerIndex, type TickerIndex } from './scheduled-alert-plans.js';
import { ScheduledAlertsRepository } from './scheduled-alerts.repository.js';
import type { ScheduledMail } from './schedule-rules.js';
import { renderDigestMail, renderReminderMail, type ScheduledMailRow } from './scheduled-mail-render.js';
import type { RenderedAlertMail } from './alert-mail-render.js';

/** Days whose parsed catalysts a worker keeps: today's digest and the reminders' next days. */
const KEPT_DAYS = 8;

interface ParsedDay {
  fetchedAt: number;
  catalysts: DayCatalyst[];
  byId: Map<string, DayCatalyst>;
  index: TickerIndex;
}

/** Rows by the time they happen (untimed last), then ticker. */
const chronological = (catalyst: DayCatalyst) => (catalyst.startsAt ? Date.parse(catalyst.startsAt) : Number.MAX_SAFE_INTEGER);

export interface ComposedMail {
  mail: RenderedAlertMail;
  /** The one-click link of the lists the mail names. */
  unsubscribeUrl: string;
}

export interface ComposeLinks {
  siteUrl: string;
  /** The one-click link that turns the mail's kind off for these lists. */
  unsubscribeUrlFor(listIds: number[]): string;
}

/**
 * Writes an owner's reminder or digest mail when it is sent, from the day's catalysts the scheduler
 * kept (`alert_days`, parsed once per worker and day, not once per mail) and the owner's lists as they
 * are now. Null when nothing is left to say (the lists changed since).
 */
@Injectable()
export class ScheduledMails {
  private readonly days = new Map<Day, ParsedDay>();

  constructor(
    private readonly scheduled: ScheduledAlertsRepository,
    private readonly alerts: AlertMailsRepository,
  ) {}

  async compose(
    ownerId: number,
    key: string,
    mail: ScheduledMail,
    zone: string,
    links: ComposeLinks,
  ): Promise<ComposedMail | null> {
    return mail.kind === 'reminder' ? this.reminder(ownerId, key, zone, links) : this.digest(ownerId, mail.day, zone, links);
  }

  private async reminder(ownerId: number, key: string, zone: string, links: ComposeLinks): Promise<ComposedMail | null> {
    const alerts = await this.alerts.alerts(ownerId, key);
    const rows: ScheduledMailRow[] = [];
    for (const alert of alerts) {
      const day = alert.current ? await this.day(alert.current) : null;
      const catalyst = day?.byId.get(alert.catalystId);
      if (!catalyst || !alert.lists.length) continue;
      rows.push({ catalyst, ticker: alert.ticker, listNames: alert.lists.map((list) => list.name) });
    }
    if (!rows.length) return null;
    rows.sort((a, b) => chronological(a.catalyst) - chronological(b.catalyst) || a.ticker.localeCompare(b.ticker));
    const unsubscribeUrl = links.unsubscribeUrlFor([...new Set(alerts.flatMap((alert) => alert.lists.map((list) => list.id)))]);
    return { mail: renderReminderMail(rows, zone, { siteUrl: links.siteUrl, unsubscribeUrl }), unsubscribeUrl };
  }

  private async digest(ownerId: number, dayOfDigest: Day, zone: string, links: ComposeLinks): Promise<ComposedMail | null> {
    const [lists, day] = await Promise.all([this.scheduled.ownerDigestLists(ownerId), this.day(dayOfDigest)]);
    if (!day) return null;
    const held = heldCatalysts(lists, day.index, chronological);
    if (!held.length) return null;
    const rows = held.map(({ catalyst, ticker, lists: holding }) => ({
      catalyst,
      ticker,
      listNames: holding.map((list) => list.name),
    }));
    const macro = day.catalysts
      .filter((catalyst) => catalyst.type === 'economic')
      .sort((a, b) => chronological(a) - chronological(b));
    const market = day.catalysts.filter((catalyst) => catalyst.type === 'market');
    const unsubscribeUrl = links.unsubscribeUrlFor(
      lists.filter((list) => held.some((found) => found.lists.includes(list))).map((list) => list.id),
    );
    const mail = renderDigestMail({ day: dayOfDigest, rows, macro, market }, zone, { siteUrl: links.siteUrl, unsubscribeUrl });
    return { mail, unsubscribeUrl };
  }

  /** The day's catalysts as last kept, parsed again only when the scheduler fetched them again. */
  private async day(day: Day): Promise<ParsedDay | null> {
    const kept = this.days.get(day);
    const fetchedAt = await this.scheduled.dayFetchedAt(day);
    if (!fetchedAt) return null;
    if (kept && kept.fetchedAt === fetchedAt.getTime()) return kept;
    const stored = await this.scheduled.day(day);
    if (!stored) return null;
    const parsed: ParsedDay = {
      fetchedAt: stored.fetchedAt.getTime(),
      catalysts: stored.catalysts,
      byId: new Map(stored.catalysts.map((catalyst) => [catalyst.id, catalyst])),
      index: tickerIndex(stored.catalysts.filter((catalyst) => catalyst.tickers.length > 0)),
    };
    if (this.days.size >= KEPT_DAYS) this.days.delete(this.days.keys().next().value!);
    this.days.set(day, parsed);
    return parsed;
  }
}
