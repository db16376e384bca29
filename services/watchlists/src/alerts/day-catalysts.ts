import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { CatalystsService, type Catalyst } from '@mc/proto';
import { EXCHANGE_TIME_ZONE, type Day } from '@mc/market-time';
import { WATCHLIST_MACRO_IMPORTANCE } from '@mc/proto/calendar-terms';
import { natsConnectionOptions, natsCredentialsOf, RpcClient, rpcClientProxy, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';

/** QueryCatalysts' largest page. */
const PAGE = 1_000;

/** What a reminder or a digest says of one catalyst: kept per exchange day in `alert_days`. */
export interface DayCatalyst {
  id: string;
  type: string;
  tickers: string[];
  company: string | null;
  title: string;
  /** The provider's day, US Eastern. */
  date: Day;
  /** The event's instant (ISO 8601) when its time is known. */
  startsAt: string | null;
  session: string;
  dateStatus: string;
  revision: number;
  importance: number | null;
  epsEstimate: number | null;
  revenueEstimate: number | null;
  currency: string | null;
  /** An economic release's country (USA, GBR, EMU…) and consensus. */
  country: string | null;
  consensus: string | null;
  /** A market day's kind (holiday, early_close, …) and its early close, US Eastern HH:MM. */
  marketKind: string | null;
  closeTime: string | null;
  /**
   * An earnings or FDA row's expected move: its company's average absolute move after its last reports
   * or decisions (percent, to a tenth) and how many it averages. Absent in days stored before it was kept.
   */
  expectedMove?: { percent: number; samples: number } | null;
}

export function dayCatalystOf(catalyst: Catalyst): DayCatalyst {
  const details = catalyst.details;
  const earnings = details.case === 'earnings' ? details.value : undefined;
  const economic = details.case === 'economic' ? details.value : undefined;
  const market = details.case === 'market' ? details.value : undefined;
  return {
    id: catalyst.id,
    type: catalyst.type,
    tickers: catalyst.tickers,
    company: catalyst.company ?? null,
    title: catalyst.title,
    date: catalyst.date,
    startsAt: catalyst.startsAt ? timestampDate(catalyst.startsAt).toISOString() : null,
    session: catalyst.session,
    dateStatus: catalyst.dateStatus,
    revision: catalyst.revision,
    importance: catalyst.importance ?? null,
    epsEstimate: earnings?.epsEst ?? null,
    revenueEstimate: earnings?.revenueEst ?? null,
    currency: earnings?.currency ?? null,
    country: economic?.country ?? null,
    consensus: economic?.consensus ?? null,
    marketKind: market?.kind ?? null,
    closeTime: market?.closeTime ?? null,
    expectedMove: catalyst.expectedMove
      ? { percent: catalyst.expectedMove.percent, samples: catalyst.expectedMove.samples }
      : null,
  };
}

/** A row a reminder or digest may name: one with tickers, an economic release of importance 3 or more, a market day. */
const kept = (catalyst: DayCatalyst) =>
  catalyst.tickers.length > 0 ||
  catalyst.type === 'market' ||
  (catalyst.type === 'economic' && (catalyst.importance ?? 0) >= WATCHLIST_MACRO_IMPORTANCE);

/**
 * One exchange day's catalysts from the catalysts service (QueryCatalysts over NATS), every type:
 * asked once per day and tick for all owners, never per owner (the scheduler intersects the lists in
 * memory). Throws when catalysts does not answer: the tick fails and is tried again.
 */
@Injectable()
export class DayCatalysts implements OnApplicationShutdown {
  private readonly proxy: ClientProxy;
  private readonly rpc: RpcClient;

  constructor(@Inject(SERVICE_ENV) config: WatchlistsEnv) {
    this.proxy = rpcClientProxy(natsConnectionOptions(config.NATS_URL, 'watchlists-alert-days', natsCredentialsOf(config)));
    this.rpc = new RpcClient(this.proxy, config.CATALYSTS_RPC_TIMEOUT_MS);
  }

  async on(day: Day): Promise<DayCatalyst[]> {
    // Every catalyst type but the market days (which come only when named), then the market days.
    const rows = [...(await this.query(day, [])), ...(await this.query(day, ['market']))];
    return rows.map(dayCatalystOf).filter(kept);
  }

  private async query(day: Day, types: string[]): Promise<Catalyst[]> {
    const rows: Catalyst[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const reply = await this.rpc.call(CatalystsService.method.queryCatalysts, {
        types,
        dateFrom: day,
        dateTo: day,
        timeZone: EXCHANGE_TIME_ZONE,
        offset,
        limit: PAGE,
      });
      if (reply.outcome.case !== 'success')
        throw new Error(`catalysts refused QueryCatalysts: ${JSON.stringify(reply.outcome.value?.errors ?? null)}`);
      rows.push(...reply.outcome.value.catalysts);
      if (reply.outcome.value.catalysts.length < PAGE || rows.length >= reply.outcome.value.count) return rows;
    }
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }
}
