import { DEAD_LETTER_STREAM, EVENT_STREAM } from '@mc/proto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStream } from '../src/messaging/jetstream.js';
import { deadLetterStreamConfig, eventStreamConfig } from '../src/messaging/stream-config.js';
import { startPrivateNats } from '../src/testing/private-nats.js';

describe('JetStream streams (a private nats-server)', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;

  beforeAll(async () => {
    nats = await startPrivateNats(24232);
  });

  afterAll(async () => {
    await nats?.stop();
  });

  it('brings a stream created with the server’s defaults to the declared configuration', async () => {
    const nc = await connect({ servers: nats.url });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: EVENT_STREAM, subjects: ['identity.>'] });
    await nc.close();

    const connection = await connectJetStream(nats.url, 'streams-test');
    try {
      for (const wanted of [eventStreamConfig(1), deadLetterStreamConfig(1)]) {
        const { config } = await connection.jsm.streams.info(wanted.name);
        expect(config).toMatchObject({ ...wanted, subjects: expect.arrayContaining(wanted.subjects) });
      }
      expect((await connection.jsm.streams.info(DEAD_LETTER_STREAM)).config.max_age).toBeGreaterThan(
        (await connection.jsm.streams.info(EVENT_STREAM)).config.max_age,
      );
    } finally {
      await connection.nc.close();
    }
  });
});
