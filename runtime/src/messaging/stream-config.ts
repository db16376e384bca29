import { DEAD_LETTER_PREFIX, DEAD_LETTER_STREAM, EVENT_STREAM, EVENT_STREAM_SUBJECTS } from '@mc/proto';
import { AckPolicy, DeliverPolicy, DiscardPolicy, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { env, failFast, loadEnv } from '../config/env.js';

// JetStream configuration of the whole product, declared here once: every process that connects
// ensures these streams, and every durable consumer is created from `durableConsumerConfig`.
// docs/operations.md explains the numbers.

const SECOND_NS = 1_000_000_000;
const DAY_NS = 86_400 * SECOND_NS;
const MIB = 1024 * 1024;

/**
 * How many servers keep a copy of each stream: 3 on the Kubernetes NATS cluster (a node can be
 * lost or restarted without losing or stopping anything), 1 on a single server (a laptop, tests).
 */
export function streamReplicas(raw: string | undefined = process.env.JETSTREAM_REPLICAS): number {
  return failFast(() => loadEnv({ JETSTREAM_REPLICAS: env.integer(1, 1) }, { JETSTREAM_REPLICAS: raw }).JETSTREAM_REPLICAS);
}

/** The stream settings the product chooses; everything else is the server's default. */
export interface StreamSettings {
  name: string;
  subjects: string[];
  retention: RetentionPolicy;
  storage: StorageType;
  discard: DiscardPolicy;
  num_replicas: number;
  max_age: number;
  max_bytes: number;
  max_msg_size: number;
  duplicate_window: number;
}

/**
 * Every event, kept by limits (not work-queue or interest retention): several consumers read each
 * event at their own pace, and a consumer added later can replay. Fourteen days covers a consumer
 * that is down over a long weekend with a week to spare; 4 GiB is far above what fourteen days
 * produce (a quotes refresh of ~15 KB every 5 minutes dominates, ~60 MB), so age is what removes
 * events. The 2-minute duplicate window drops a relay's re-publish of the same outbox row.
 */
export const eventStreamConfig = (replicas = streamReplicas()): StreamSettings => ({
  name: EVENT_STREAM,
  subjects: [...EVENT_STREAM_SUBJECTS],
  retention: RetentionPolicy.Limits,
  storage: StorageType.File,
  discard: DiscardPolicy.Old,
  num_replicas: replicas,
  max_age: 14 * DAY_NS,
  max_bytes: 4096 * MIB,
  max_msg_size: 1 * MIB,
  duplicate_window: 120 * SECOND_NS,
});

/** Events a consumer gave up on: kept 30 days for an operator to read and replay. */
export const deadLetterStreamConfig = (replicas = streamReplicas()): StreamSettings => ({
  name: DEAD_LETTER_STREAM,
  subjects: [`${DEAD_LETTER_PREFIX}.>`],
  retention: RetentionPolicy.Limits,
  storage: StorageType.File,
  discard: DiscardPolicy.Old,
  num_replicas: replicas,
  max_age: 30 * DAY_NS,
  max_bytes: 512 * MIB,
  max_msg_size: 1 * MIB,
  duplicate_window: 120 * SECOND_NS,
});

/** Attempts before an event goes to the dead-letter stream (the consumer naks with backoff up to 30 s). */
export const DEFAULT_MAX_DELIVER = 10;

/**
 * A durable pull consumer of one event type. A message not acknowledged within 30 s is delivered
 * again (a handler is one short transaction); at most 1,000 may be unacknowledged at once. Its
 * replicas follow the stream's.
 */
export const durableConsumerConfig = (name: string, filterSubject: string, maxDeliver = DEFAULT_MAX_DELIVER) => ({
  durable_name: name,
  ack_policy: AckPolicy.Explicit,
  deliver_policy: DeliverPolicy.All,
  filter_subject: filterSubject,
  max_deliver: maxDeliver,
  ack_wait: 30 * SECOND_NS,
  max_ack_pending: 1000,
});

/**
 * How a durable consumer pulls: up to 64 messages at a time, each pull request lasting 10 s
 * (heartbeats every 5 s). A pull request lost with a NATS node is noticed and replaced within
 * about 10 s; the library's default of 30 s held consumers still for up to a minute when a node
 * died (test/faults/nats-node-loss.int-spec.ts). Ten consumers pulling every 10 s when idle are
 * nothing to the server.
 */
export const CONSUME_OPTIONS = { max_messages: 64, expires: 10_000 } as const;

/** The fields an update may change; a stream's retention and storage are fixed at creation. */
const MUTABLE: (keyof StreamSettings)[] = ['num_replicas', 'max_age', 'max_bytes', 'max_msg_size', 'duplicate_window', 'discard'];

/** The settings an existing stream must change to match `wanted`, or undefined when it matches. */
export function streamUpdate<C extends Partial<StreamSettings>>(current: C, wanted: StreamSettings): C | undefined {
  const subjects = [...(current.subjects ?? [])];
  for (const subject of wanted.subjects) if (!subjects.includes(subject)) subjects.push(subject);
  const changed = MUTABLE.filter((field) => current[field] !== wanted[field]);
  if (!changed.length && subjects.length === (current.subjects ?? []).length) return undefined;
  return { ...current, ...Object.fromEntries(changed.map((field) => [field, wanted[field]])), subjects };
}

/** The JetStream name of a durable consumer of one event type (servers before 2.10 allow one filter subject per consumer). */
export const durableConsumerName = (durable: string, eventType: string) => `${durable}--${eventType.replaceAll('.', '_')}`;
