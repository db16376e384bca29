import type { JetStreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM } from '@mc/proto';
import { until } from './poll.js';

/**
 * Waits until a durable consumer has acknowledged every message of the event stream up to
 * `streamSeq` (by default the stream's last): the positive signal that it has handled all of them,
 * so a test can then assert that nothing else happened without sleeping first.
 */
export async function untilAcknowledged(jsm: JetStreamManager, consumerName: string, streamSeq?: number): Promise<void> {
  const upTo = streamSeq ?? (await jsm.streams.info(EVENT_STREAM)).state.last_seq;
  await until(`${consumerName} to acknowledge the stream up to ${upTo}`, async () => {
    const { ack_floor, num_ack_pending } = await jsm.consumers.info(EVENT_STREAM, consumerName);
    return ack_floor.stream_seq >= upTo && num_ack_pending === 0;
  });
}
