import { DEAD_LETTER_PREFIX, DEAD_LETTER_STREAM, EVENT_STREAM, EVENT_STREAM_SUBJECTS } from '@mc/proto';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';

export interface JetStreamConnection {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
}

/** Connects to NATS (retrying forever, so a NATS restart is survived) and ensures the streams. */
export async function connectJetStream(natsUrl: string, name: string): Promise<JetStreamConnection> {
  const nc = await connect({ servers: natsUrl, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
  const jsm = await jetstreamManager(nc);
  await ensureStream(jsm, EVENT_STREAM, EVENT_STREAM_SUBJECTS);
  await ensureStream(jsm, DEAD_LETTER_STREAM, [`${DEAD_LETTER_PREFIX}.>`]);
  return { nc, js: jetstream(nc), jsm };
}

async function ensureStream(jsm: JetStreamManager, name: string, subjects: string[]): Promise<void> {
  try {
    const info = await jsm.streams.info(name);
    const missing = subjects.filter((subject) => !info.config.subjects?.includes(subject));
    if (missing.length)
      await jsm.streams.update(name, { ...info.config, subjects: [...(info.config.subjects ?? []), ...missing] });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // Several processes may race to create it; the loser finds it there.
    await jsm.streams.add({ name, subjects }).catch(async (addError: unknown) => {
      if (
        !(await jsm.streams.info(name).then(
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
