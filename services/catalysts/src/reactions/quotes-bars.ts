import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { Day } from '@mc/market-time';
import { QuotesService } from '@mc/proto';
import { natsConnectionOptions, natsCredentialsOf, RpcClient, rpcClientProxy, SERVICE_ENV } from '@mc/runtime';
import type { CatalystsEnv } from '../config/env.js';
import type { DailyPrices } from './reaction.js';

/** ListDailyBars takes at most 50 tickers a request. */
export const TICKERS_PER_REQUEST = 50;

/** Daily prices by ticker, for the reactions. */
export type BarSource = Pick<QuotesBars, 'dailyPrices'>;
export const BAR_SOURCE = Symbol('BAR_SOURCE');

/**
 * The quotes service's stored daily bars (quotes.ListDailyBars): catalysts knows the events and their
 * sessions, quotes knows the prices. An unreachable quotes service throws; the refresh tries again later.
 */
@Injectable()
export class QuotesBars implements OnApplicationShutdown {
  private readonly proxy: ClientProxy;
  private readonly rpc: RpcClient;

  constructor(@Inject(SERVICE_ENV) config: CatalystsEnv) {
    this.proxy = rpcClientProxy(natsConnectionOptions(config.NATS_URL, 'catalysts-daily-bars', natsCredentialsOf(config)));
    this.rpc = new RpcClient(this.proxy, config.QUOTES_RPC_TIMEOUT_MS);
  }

  /** The closes and opens of `tickers` (50 at most) from `from` to `to`, per ticker, oldest first. */
  async dailyPrices(tickers: readonly string[], from: Day, to: Day): Promise<Map<string, DailyPrices[]>> {
    const reply = await this.rpc.call(QuotesService.method.listDailyBars, { tickers: [...tickers], dateFrom: from, dateTo: to });
    if (reply.outcome.case !== 'success')
      throw new Error(`quotes refused ListDailyBars: ${JSON.stringify(reply.outcome.value?.errors ?? null)}`);
    return new Map(
      reply.outcome.value.tickers.map((series) => [
        series.ticker,
        series.bars.map((bar) => ({ day: bar.day, open: bar.open, close: bar.close })),
      ]),
    );
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }
}
