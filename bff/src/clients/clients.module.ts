import { Module, type DynamicModule } from '@nestjs/common';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { ServiceClients } from './service-clients.js';

/**
 * The configuration and the one NATS connection, global so that every feature module (and the
 * auth guard it uses) injects them without importing anything.
 */
@Module({})
export class ClientsModule {
  static forRoot(config: BffEnv): DynamicModule {
    return {
      module: ClientsModule,
      global: true,
      providers: [{ provide: BFF_ENV, useValue: config }, ServiceClients],
      exports: [BFF_ENV, ServiceClients],
    };
  }
}
