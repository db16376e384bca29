import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { ServerNats, type NatsContext } from '@nestjs/microservices';
import { carriesProtobuf } from './protobuf-packets.js';
import { pastDeadline, RPC_DEADLINE_HEADER, withDeadline } from './rpc-deadline.js';
import { rpcMetrics } from './rpc-metrics.js';

type NatsMsg = Parameters<ServerNats['handleMessage']>[1];

/**
 * Nest's NATS server, able to stop taking requests and to say when those it took are answered.
 * A replica that is stopping drains its subscriptions (the queue group's other replicas get the
 * next requests; messages already delivered to it are still handled), then waits for its
 * in-flight handlers and their replies, before the application closes its database. A request
 * whose caller has stopped waiting (its `mc-deadline` passed while it queued) is dropped unhandled.
 */
export class DrainingServerNats extends ServerNats {
  private inFlight = 0;
  private idle: (() => void)[] = [];

  override async handleMessage(channel: string, natsMsg: NatsMsg): Promise<unknown> {
    const deadline = natsMsg.headers?.get(RPC_DEADLINE_HEADER);
    if (pastDeadline(deadline)) {
      rpcMetrics.expired.inc({ subject: channel });
      return undefined;
    }
    this.inFlight++;
    try {
      // The handler's code can ask whether its caller still waits (throwIfPastDeadline).
      return await withDeadline(deadline, () => super.handleMessage(channel, natsMsg));
    } finally {
      if (--this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  /**
   * A reply in the encoding of its request: framed protobuf (the server's serializer), or, to a
   * caller of the previous release (no content type) during a rolling upgrade, Nest's JSON packet.
   */
  override getPublisher(natsMsg: NatsMsg, id: string, ctx: NatsContext): (response: object) => unknown {
    if (carriesProtobuf(natsMsg.headers)) return super.getPublisher(natsMsg, id, ctx);
    if (!natsMsg.reply) return () => undefined;
    return (response) => natsMsg.respond(JSON.stringify({ ...response, id }));
  }

  /** Requests being handled now. */
  get handling(): number {
    return this.inFlight;
  }

  /**
   * Takes no more requests, finishes those it has (at most `timeoutMs`) and flushes their replies.
   * Resolves to the number still unanswered when the time ran out (0 after a clean drain).
   */
  async drain(timeoutMs: number): Promise<number> {
    // Nest keeps its subscriptions and connection private; they are what must stop and flush.
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    await Promise.all(subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    if (this.inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.idle.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    }
    const connection = (this as unknown as { natsClient: NatsConnection | null }).natsClient;
    await connection?.flush().catch(() => undefined);
    return this.inFlight;
  }
}
