import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { CatalystsService } from '@mc/proto';
import { natsConnectionOptions, natsCredentialsOf, RpcClient, rpcClientProxy, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';

/** ListCompanies takes at most 500 symbols; a list holds at most 200, an import asks in pages. */
const PAGE = 500;

/**
 * The catalysts service's company universe (its companies, from the provider's profiles): a list
 * may hold only symbols it knows. Asked at each write, never copied: a symbol it learns is usable at once.
 * An unreachable catalysts service throws ServiceUnavailableError (the write is then a 503).
 */
@Injectable()
export class CompanyUniverse implements OnApplicationShutdown {
  private readonly proxy: ClientProxy;
  private readonly rpc: RpcClient;

  constructor(@Inject(SERVICE_ENV) config: WatchlistsEnv) {
    this.proxy = rpcClientProxy(natsConnectionOptions(config.NATS_URL, 'watchlists-companies', natsCredentialsOf(config)));
    this.rpc = new RpcClient(this.proxy, config.CATALYSTS_RPC_TIMEOUT_MS);
  }

  /** The symbols of `symbols` that name a company catalysts knows. */
  async known(symbols: readonly string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let start = 0; start < symbols.length; start += PAGE) {
      const reply = await this.rpc.call(CatalystsService.method.listCompanies, { tickers: symbols.slice(start, start + PAGE) });
      if (reply.outcome.case !== 'success')
        throw new Error(`catalysts refused ListCompanies: ${JSON.stringify(reply.outcome.value?.errors ?? null)}`);
      for (const company of reply.outcome.value.companies) known.add(company.ticker);
    }
    return known;
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }
}
