import { Transport, type NatsOptions } from '@nestjs/microservices';

/**
 * Every replica of a service joins the same queue group, so NATS hands each request to exactly
 * one of them.
 */
export function natsServerOptions(service: string, natsUrl: string): NatsOptions {
  return { transport: Transport.NATS, options: { servers: [natsUrl], queue: service, name: service } };
}
