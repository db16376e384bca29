import { Module, type DynamicModule } from '@nestjs/common';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { BffRedis } from './bff-redis.js';
import { EventFeed } from './event-feed.js';
import { ServiceClients } from './service-clients.js';

/**
 * The configuration, the one NATS connection for requests, the one for following events and the
 * one Redis client, global so that every feature module (and the auth guard it uses) injects them
 * without importing anything.
 */
@Module({})
export class ClientsModule {
  static forRoot(config: BffEnv): DynamicModule {
    return {
      module: ClientsModule,
      global: true,
      providers: [{ provide: BFF_ENV, useValue: config }, ServiceClients, EventFeed, BffRedis],
      exports: [BFF_ENV, ServiceClients, EventFeed, BffRedis],
    };
  }
}
