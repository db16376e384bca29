import { Transport, type NatsOptions } from '@nestjs/microservices';
import { natsConnectionOptions, type NatsCredentials } from './nats-connection.js';

/**
 * Every replica of a service joins the same queue group, so NATS hands each request to exactly
 * one of them.
 */
export function natsServerOptions(service: string, natsUrl: string, credentials?: NatsCredentials): NatsOptions {
  return { transport: Transport.NATS, options: { ...natsConnectionOptions(natsUrl, service, credentials), queue: service } };
}
