import { Module } from '@nestjs/common';
import { ContentLoader } from './content-loader.service.js';
import { ContentWritesRepository } from './content-writes.repository.js';
import { PublishedTickersRepository } from './published-tickers.repository.js';

/**
 * The start-up load, as an async provider: Nest resolves it while it creates the application, so
 * the folder is in the database before the service listens on NATS or HTTP (lifecycle hooks run
 * only after the NATS listener has started). What answers from the database injects it.
 */
export const INITIAL_LOAD = Symbol('INITIAL_LOAD');

@Module({
  providers: [
    ContentLoader,
    ContentWritesRepository,
    PublishedTickersRepository,
    { provide: INITIAL_LOAD, inject: [ContentLoader], useFactory: (loader: ContentLoader) => loader.load() },
  ],
  exports: [ContentLoader, INITIAL_LOAD],
})
export class LoaderModule {}
