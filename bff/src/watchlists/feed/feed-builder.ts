import { Inject, Injectable } from '@nestjs/common';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystsService, type Catalyst, type QueryCatalystsRequestSchema, type Watchlist } from '@mc/proto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { addDays, dayIn, EXCHANGE_TIME_ZONE } from '@mc/market-time';
import { CALENDAR_TYPES } from '@mc/proto/calendar-terms';
import ical, { foldLines, ICalEvent } from 'ical-generator';
import { ServiceClients } from '../../clients/service-clients.js';
import { BFF_ENV, type BffEnv } from '../../config/env.js';
import { unwrap } from '../../http/outcome.js';
import { exchangeVtimezone } from './exchange-vtimezone.js';
import { feedEvent } from './feed-event.js';
import { FeedRowVersions, MACRO_ROWS, type RowVersion } from './feed-row-versions.js';
import { RenderedEvents } from './rendered-events.js';

/** Issue 21 §3: from 30 days back to 180 days ahead; removed rows stay (cancelled) for 30 days. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
const REMOVED_KEPT_MS = 30 * 24 * 60 * 60_000;
/** Calendar apps are asked to come back hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;
/**
 * Rows per call: each call runs the whole query again (its count and its order), so a typical
 * 200-ticker list (about 1,100 rows) is read in one; catalysts' most (about 650 KB on NATS).
 */
const PAGE = 2000;
/** 200 tickers over 210 days are a few thousand rows; past this something is wrong and the feed stops there. */
const MAX_ROWS = 20_000;
/** Up to this many symbols not kept (a ticker swapped in, a few added), the build asks for their rows whole. */
const FEW_SYMBOLS = 10;

const PRODUCT_ID = { company: 'Market Catalysts', product: 'Watch list calendar', language: 'EN' };

/** A built feed: its bytes (sent as the same Buffer, so the ETag is hashed once) and when it last changed. */
export interface BuiltFeed {
  readonly body: Buffer;
  readonly lastModified: Date;
}

/** What the feed tells of its owner: the zone its descriptions use, and when the owner set it. */
export interface FeedOwner {
  readonly timeZone: string;
  readonly timeZoneChangedAt?: Date;
}

/** The calendar a lapsed subscription's feed answers (403): a name, and no event. */
export const ENDED_CALENDAR_NAME = 'Subscription ended — renew to resume';

/**
 * A watch list's catalysts as an RFC 5545 calendar. Each event is written by ical-generator, once per
 * catalyst version and reader's zone (RenderedEvents): a build asks catalysts which catalysts the
 * list's symbols not kept yet have and when each last changed (FeedRowVersions keeps the answer per
 * symbol), then only for the catalysts not rendered yet, and puts the texts into the calendar's frame
 * (also ical-generator's).
 */
@Injectable()
export class FeedBuilder {
  private readonly siteUrl: string;
  private readonly siteHost: string;

  constructor(
    private readonly services: ServiceClients,
    private readonly rendered: RenderedEvents,
    private readonly rowVersions: FeedRowVersions,
    @Inject(BFF_ENV) config: BffEnv,
  ) {
    this.siteUrl = config.SITE_URL.replace(/\/+$/, '');
    this.siteHost = new URL(config.SITE_URL).host;
  }

  /**
   * The list's feed on `now`'s day, its descriptions telling times in the owner's zone; it last
   * changed when the list, a row or the owner's zone did.
   */
  async build(list: Watchlist, now: Date, owner: FeedOwner): Promise<BuiltFeed> {
    const window = this.windowOf(now);
    const versions = await this.versionsOf(list.tickers, window, owner.timeZone);
    const texts = await this.eventTexts(window, versions, owner.timeZone);
    const events = versions.flatMap(({ id }) => texts.get(id) ?? []);
    const changes = versions.map(({ updatedAt }) => timestampDate(updatedAt!).getTime());
    const listChanged = list.updatedAt ? timestampDate(list.updatedAt).getTime() : 0;
    const zoneChanged = owner.timeZoneChangedAt?.getTime() ?? 0;
    return {
      body: Buffer.from(calendarText(list.name, events)),
      lastModified: new Date(Math.max(listChanged, zoneChanged, ...changes)),
    };
  }

  /** The calendar of a feed whose owner's subscription ended. */
  ended(): Buffer {
    return Buffer.from(ical({ name: ENDED_CALENDAR_NAME, prodId: PRODUCT_ID, ttl: REFRESH_SECONDS }).toString());
  }

  /** The feed's window: from 30 days back to 180 ahead of the exchange's day, removed rows for 30 days. */
  private windowOf(now: Date): FeedWindow {
    const today = dayIn(now, EXCHANGE_TIME_ZONE);
    return {
      dateFrom: addDays(today, -FEED_DAYS_BACK),
      dateTo: addDays(today, FEED_DAYS_AHEAD),
      timeZone: EXCHANGE_TIME_ZONE,
      removedSince: timestampFromDate(new Date(now.getTime() - REMOVED_KEPT_MS)),
      ordering: 'date',
    };
  }

  /**
   * The catalysts of the window naming the list's symbols, and the important economic releases and
   * market days, each once: the macro rows first, then each symbol's in the list's order and by date.
   * Only the groups not kept are asked for, in one query: for a few symbols (a ticker swapped in) their
   * rows themselves, rendered at once, so that the build needs no second query.
   */
  private async versionsOf(tickers: readonly string[], window: FeedWindow, timeZone: string): Promise<RowVersion[]> {
    const day = window.dateFrom!;
    const groups = [MACRO_ROWS, ...tickers];
    const byGroup = new Map(groups.map((group) => [group, this.rowVersions.get(day, group)]));
    const missing = groups.filter((group) => byGroup.get(group) === undefined);
    if (missing.length) {
      const mark = this.rowVersions.mark();
      const asked = new Map(missing.map((group) => [group, [] as RowVersion[]]));
      const watchlistTickers = missing.filter((group) => group !== MACRO_ROWS);
      const macro = asked.has(MACRO_ROWS);
      const query = { ...window, watchlistTickers, watchlistMacro: macro, watchlistMacroAlone: macro };
      const versions =
        !macro && watchlistTickers.length <= FEW_SYMBOLS
          ? (await this.rowsIn(query)).map((catalyst) => this.rendered.versionOf(catalyst, timeZone, this.render))
          : await this.versionsIn(query);
      for (const version of versions)
        for (const group of version.tickers.length ? version.tickers : [MACRO_ROWS]) asked.get(group)?.push(version);
      for (const [group, found] of asked) {
        byGroup.set(group, found);
        this.rowVersions.keep(day, group, found, mark);
      }
    }
    const seen = new Set<string>();
    return groups.flatMap((group) => byGroup.get(group)!.filter(({ id }) => !seen.has(id) && seen.add(id)));
  }

  /** Every catalyst of a query by its id, last change and symbols, in date order. */
  private async versionsIn(query: FeedWindow): Promise<RowVersion[]> {
    const versions: RowVersion[] = [];
    for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
      const reply = await this.services.catalysts.call(CatalystsService.method.listCatalystVersions, {
        query: { ...query, offset, limit: PAGE },
      });
      const page = unwrap(reply.outcome);
      versions.push(...page.versions);
      if (offset + PAGE >= page.count) break;
    }
    return versions;
  }

  /** Every catalyst of a query, whole, in date order (of every type: the market days too, which an unnamed type list leaves out). */
  private async rowsIn(query: FeedWindow): Promise<Catalyst[]> {
    const rows: Catalyst[] = [];
    for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
      const reply = await this.services.catalysts.call(CatalystsService.method.queryCatalysts, {
        ...query,
        types: [...CALENDAR_TYPES],
        offset,
        limit: PAGE,
      });
      const page = unwrap(reply.outcome);
      rows.push(...page.catalysts);
      if (offset + PAGE >= page.count) break;
    }
    return rows;
  }

  /** Each version's VEVENT, by catalyst id: kept ones as kept, the others asked for and rendered. */
  private async eventTexts(window: FeedWindow, versions: RowVersion[], timeZone: string): Promise<Map<string, string>> {
    const texts = new Map<string, string>();
    const missing: string[] = [];
    for (const { id, updatedAt } of versions) {
      const text = this.rendered.get(id, timestampDate(updatedAt!).getTime(), timeZone);
      if (text === undefined) missing.push(id);
      else texts.set(id, text);
    }
    for (let start = 0; start < missing.length; start += PAGE)
      for (const catalyst of await this.rowsIn({ ...window, ids: missing.slice(start, start + PAGE) }))
        texts.set(catalyst.id, this.rendered.versionOf(catalyst, timeZone, this.render).text);
    return texts;
  }

  /** A catalyst's VEVENT as ical-generator writes and folds it, its times told in `timeZone`. */
  private readonly render = (catalyst: Catalyst, timeZone: string): string =>
    // An ICalEvent of the scratch calendar, not added to it (createEvent would keep every one).
    foldLines(new ICalEvent(feedEvent(catalyst, this.siteUrl, this.siteHost, timeZone), SCRATCH).toString());
}

type FeedWindow = MessageInitShape<typeof QueryCatalystsRequestSchema>;

/**
 * The calendar around its events: ical-generator's frame (name, product, refresh interval), the
 * exchange's VTIMEZONE (the zone of the all-day rows' days; every feed has some, the market days),
 * then the events, already folded.
 */
function calendarText(name: string, events: string[]): string {
  const frame = ical({ name, prodId: PRODUCT_ID, ttl: REFRESH_SECONDS }).toString();
  const end = frame.lastIndexOf('END:VCALENDAR');
  return frame.slice(0, end) + EXCHANGE_VTIMEZONE + events.join('') + frame.slice(end);
}

/** The calendar events are written against (never written itself): all-day rows' days in the exchange's zone. */
const SCRATCH = ical({ timezone: { name: null, generator: exchangeVtimezone } });

/** The exchange's VTIMEZONE as the calendar writes a component: CRLF line ends, folded. */
const EXCHANGE_VTIMEZONE = `${foldLines(exchangeVtimezone(EXCHANGE_TIME_ZONE)!)}\r\n`;
