import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { natsCredentialsOf, SharedJetStream } from '@mc/runtime';
import { BFF_ENV, type BffEnv } from '../config/env.js';

/** The bff's one JetStream connection, shared by every cache that follows events (runtime's followEvents). */
@Injectable()
export class EventFeed extends SharedJetStream implements OnApplicationShutdown {
  constructor(@Inject(BFF_ENV) config: BffEnv) {
    const logger = new Logger(EventFeed.name);
    super(config.NATS_URL, 'bff-events', natsCredentialsOf(config), (error) =>
      logger.warn(`not connected to NATS for events yet, retrying: ${error.message}`),
    );
  }

  onApplicationShutdown() {
    return this.close();
  }
}
