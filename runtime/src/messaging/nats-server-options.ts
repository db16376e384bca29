import { Transport, type NatsOptions } from '@nestjs/microservices';
import { natsConnectionOptions, type NatsCredentials } from './nats-connection.js';
import { ProtobufReplySerializer, ProtobufRequestDeserializer } from './protobuf-packets.js';

/**
 * Requests and replies in protobuf binary (protobuf-packets.ts). Every replica of a service joins
 * the same queue group, so NATS hands each request to exactly one of them.
 */
export function natsServerOptions(service: string, natsUrl: string, credentials?: NatsCredentials): NatsOptions {
  return {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(natsUrl, service, credentials),
      queue: service,
      serializer: new ProtobufReplySerializer(),
      deserializer: new ProtobufRequestDeserializer(),
    },
  };
}
