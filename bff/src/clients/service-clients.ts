import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { natsConnectionOptions, natsCredentialsOf, RpcClient, rpcClientProxy } from '@mc/runtime';
import { BFF_ENV, type BffEnv } from '../config/env.js';

/** One NATS connection for all calls to services; each call has the configured deadline. */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly proxy: ClientProxy;
  readonly identity: RpcClient;
  readonly quotes: RpcClient;
  readonly billing: RpcClient;
  readonly catalysts: RpcClient;
  readonly content: RpcClient;
  readonly newsletter: RpcClient;
  readonly watchlists: RpcClient;

  constructor(@Inject(BFF_ENV) config: BffEnv) {
    this.proxy = rpcClientProxy(natsConnectionOptions(config.NATS_URL, 'bff', natsCredentialsOf(config)));
    this.identity = new RpcClient(this.proxy, config.RPC_TIMEOUT_MS);
    this.quotes = new RpcClient(this.proxy, config.RPC_TIMEOUT_MS);
    this.catalysts = new RpcClient(this.proxy, config.RPC_TIMEOUT_MS);
    this.content = new RpcClient(this.proxy, config.RPC_TIMEOUT_MS);
    this.watchlists = new RpcClient(this.proxy, config.RPC_TIMEOUT_MS);
    this.newsletter = new RpcClient(this.proxy, config.NEWSLETTER_RPC_TIMEOUT_MS);
    // Billing calls Stripe several times for one answer (subscribing, details): a longer deadline.
    this.billing = new RpcClient(this.proxy, config.BILLING_RPC_TIMEOUT_MS);
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }
}
