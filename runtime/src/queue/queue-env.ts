import { env } from '../config/env.js';

/** The variables of a service with BullMQ queues: `loadServiceEnv(port, { ...queueEnv, … })`. */
export const queueEnv = {
  REDIS_URL: env.url('redis://127.0.0.1:6379'),
  /** Prefix of the BullMQ keys: the product's `mc:` space; a test run sharing the Redis sets its own. */
  QUEUE_PREFIX: env.string('mc:bull'),
};

export interface QueueEnv {
  readonly REDIS_URL: string;
  readonly QUEUE_PREFIX: string;
}

/**
 * The options of a BullMQ Queue or Worker of the service. `maxRetriesPerRequest: null` is what a
 * worker needs; on a queue it makes calls wait for Redis instead of giving up, which is what a
 * start-up during a Redis outage wants. The name makes the connections easy to find in CLIENT LIST
 * (BullMQ names its blocking one itself).
 */
export function queueOptions(config: QueueEnv, purpose: string) {
  return {
    connection: { url: config.REDIS_URL, maxRetriesPerRequest: null, connectionName: `${config.QUEUE_PREFIX}:${purpose}` },
    prefix: config.QUEUE_PREFIX,
  };
}
