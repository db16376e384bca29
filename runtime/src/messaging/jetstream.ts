import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions, type NatsCredentials } from './nats-connection.js';
import { deadLetterStreamConfig, eventStreamConfig, streamReplicas, streamUpdate, type StreamSettings } from './stream-config.js';

export interface JetStreamConnection {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
}

/** Connects to NATS (retrying forever, so a NATS restart is survived) and ensures the streams. */
export async function connectJetStream(
  natsUrl: string,
  name: string,
  credentials?: NatsCredentials,
): Promise<JetStreamConnection> {
  const nc = await connect(natsConnectionOptions(natsUrl, name, credentials));
  const jsm = await jetstreamManager(nc);
  const replicas = streamReplicas();
  await ensureStream(jsm, eventStreamConfig(replicas));
  await ensureStream(jsm, deadLetterStreamConfig(replicas));
  return { nc, js: jetstream(nc), jsm };
}

/**
 * Creates the stream, or brings an existing one to the declared limits and replicas (subjects are
 * only ever added, so an older process never takes a newer one's away).
 */
async function ensureStream(jsm: JetStreamManager, wanted: StreamSettings): Promise<void> {
  try {
    const info = await jsm.streams.info(wanted.name);
    const update = streamUpdate(info.config, wanted);
    if (update) await jsm.streams.update(wanted.name, update);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // Several processes may race to create it; the loser finds it there.
    await jsm.streams.add(wanted).catch(async (addError: unknown) => {
      if (
        !(await jsm.streams.info(wanted.name).then(
          () => true,
          () => false,
        ))
      )
        throw addError;
    });
  }
}

function isNotFound(error: unknown): boolean {
  const apiError = error as { code?: number; api_error?: { err_code?: number } } | null;
  return apiError?.api_error?.err_code === 10059 || /not found/i.test(String((error as Error)?.message));
}
