import { Inject, Injectable } from '@nestjs/common';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystsService, type Catalyst, type Watchlist } from '@mc/proto';
import { addDays, dayIn, EXCHANGE_TIME_ZONE } from '@mc/market-time';
import ical from 'ical-generator';
import { ServiceClients } from '../../clients/service-clients.js';
import { BFF_ENV, type BffEnv } from '../../config/env.js';
import { unwrap } from '../../http/outcome.js';
import { exchangeVtimezone } from './exchange-vtimezone.js';
import { feedEvent } from './feed-event.js';

/** Issue 21 §3: from 30 days back to 180 days ahead; removed rows stay (cancelled) for 30 days. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
const REMOVED_KEPT_MS = 30 * 24 * 60 * 60_000;
/** Calendar apps are asked to come back hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;
/**
 * Rows per QueryCatalysts call: each call runs the whole query again (its count and its order), so a
 * typical 200-ticker list (about 1,100 rows) is read in one; catalysts' most (about 650 KB on NATS).
 */
const PAGE = 2000;
/** 200 tickers over 210 days are a few thousand rows; past this something is wrong and the feed stops there. */
const MAX_ROWS = 20_000;

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

/** A watch list's catalysts as an RFC 5545 calendar, written by ical-generator. */
@Injectable()
export class FeedBuilder {
  private readonly siteUrl: string;
  private readonly siteHost: string;

  constructor(
    private readonly services: ServiceClients,
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
    const catalysts = await this.catalystsOf(list, now);
    const calendar = ical({
      name: list.name,
      prodId: PRODUCT_ID,
      ttl: REFRESH_SECONDS,
      timezone: { name: null, generator: exchangeVtimezone },
      events: catalysts.map((catalyst) => feedEvent(catalyst, this.siteUrl, this.siteHost, owner.timeZone)),
    });
    const changes = catalysts.map((catalyst) => timestampDate((catalyst.removedAt ?? catalyst.updatedAt)!).getTime());
    const listChanged = list.updatedAt ? timestampDate(list.updatedAt).getTime() : 0;
    const zoneChanged = owner.timeZoneChangedAt?.getTime() ?? 0;
    return { body: Buffer.from(calendar.toString()), lastModified: new Date(Math.max(listChanged, zoneChanged, ...changes)) };
  }

  /** The calendar of a feed whose owner's subscription ended. */
  ended(): Buffer {
    return Buffer.from(ical({ name: ENDED_CALENDAR_NAME, prodId: PRODUCT_ID, ttl: REFRESH_SECONDS }).toString());
  }

  /** The list's tickers' catalysts, and the important economic releases and market days, over the feed's window. */
  private async catalystsOf(list: Watchlist, now: Date): Promise<Catalyst[]> {
    const today = dayIn(now, EXCHANGE_TIME_ZONE);
    const catalysts: Catalyst[] = [];
    for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
      const reply = await this.services.catalysts.call(CatalystsService.method.queryCatalysts, {
        dateFrom: addDays(today, -FEED_DAYS_BACK),
        dateTo: addDays(today, FEED_DAYS_AHEAD),
        timeZone: EXCHANGE_TIME_ZONE,
        watchlistTickers: list.tickers,
        watchlistMacro: true,
        removedSince: timestampFromDate(new Date(now.getTime() - REMOVED_KEPT_MS)),
        ordering: 'date',
        offset,
        limit: PAGE,
      });
      const page = unwrap(reply.outcome);
      catalysts.push(...page.catalysts);
      if (offset + PAGE >= page.count) break;
    }
    return catalysts;
  }
}
