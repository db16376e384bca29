import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { CatalystsService, ContentService, type Catalyst, type ContentSummary } from '@mc/proto';
import { natsConnectionOptions, natsCredentialsOf, RpcClient, SERVICE_ENV, rpcClientProxy } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { MIN_BRIEFING_IMPORTANCE } from './briefing-content.js';

/** More than the briefing shows: the service orders by importance, the briefing keeps the first ones. */
const CATALYSTS_ASKED = 200;
/** A week of watch-list posts is a handful; this is plenty. */
const POSTS_ASKED = 50;
/** A blip should not cost 5,000 readers a section for a week; a service that is down should not hold up the send. */
const ATTEMPTS = 3;

export interface CatalystsWeek {
  catalysts: Catalyst[];
  total: number;
}

/** What the briefing reads from other services; undefined means it could not, and the section says so. */
export interface BriefingSources {
  importantCatalysts(from: string, to: string, timeZone: string): Promise<CatalystsWeek | undefined>;
  watchListPosts(): Promise<ContentSummary[] | undefined>;
}

export const BRIEFING_SOURCES = Symbol('BRIEFING_SOURCES');

/** The catalysts and content services over NATS, each call with BRIEFING_SOURCE_TIMEOUT_MS. */
@Injectable()
export class NatsBriefingSources implements BriefingSources, OnApplicationShutdown {
  private readonly logger = new Logger(NatsBriefingSources.name);
  private readonly proxy: ClientProxy;
  private readonly rpc: RpcClient;

  constructor(@Inject(SERVICE_ENV) config: NewsletterEnv) {
    this.proxy = rpcClientProxy(natsConnectionOptions(config.NATS_URL, 'newsletter-briefing-sources', natsCredentialsOf(config)));
    this.rpc = new RpcClient(this.proxy, config.BRIEFING_SOURCE_TIMEOUT_MS);
  }

  importantCatalysts(from: string, to: string, timeZone: string): Promise<CatalystsWeek | undefined> {
    return this.attempt('catalysts', async () => {
      const reply = await this.rpc.call(CatalystsService.method.queryCatalysts, {
        dateFrom: from,
        dateTo: to,
        timeZone,
        importanceMin: MIN_BRIEFING_IMPORTANCE,
        ordering: 'importance',
        limit: CATALYSTS_ASKED,
      });
      if (reply.outcome.case !== 'success') throw new Error(`refused: ${JSON.stringify(reply.outcome.value?.errors ?? null)}`);
      return { catalysts: reply.outcome.value.catalysts, total: reply.outcome.value.count };
    });
  }

  watchListPosts(): Promise<ContentSummary[] | undefined> {
    return this.attempt('watch lists', async () => {
      const reply = await this.rpc.call(ContentService.method.listContent, { kinds: ['watch-list'], limit: POSTS_ASKED });
      if (reply.outcome.case !== 'success') throw new Error(`refused: ${JSON.stringify(reply.outcome.value?.errors ?? null)}`);
      return reply.outcome.value.items;
    });
  }

  async onApplicationShutdown() {
    await this.proxy.close();
  }

  private async attempt<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        return await read();
      } catch (error) {
        this.logger.warn(`briefing: reading the ${what} failed (attempt ${attempt}/${ATTEMPTS}): ${(error as Error).message}`);
      }
    }
    this.logger.error(`briefing: the ${what} section is left out, with a line saying so`);
    return undefined;
  }
}
