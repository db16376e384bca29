import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { AccountChange, Events, type EventType } from '@mc/proto';
import { connectJetStream, type JetStreamConnection } from '@mc/runtime';
import { publishEvent, until } from '@mc/runtime/testing';
import { EventFeed } from '../src/clients/event-feed.js';
import type { BffEnv } from '../src/config/env.js';
import { AccountChangeFeed } from '../src/auth/account-change-feed.js';
import type { Authentication } from '../src/auth/authenticator.js';
import { TokenCache } from '../src/auth/token-cache.js';

const PORT = 24241;
const NATS_URL = `nats://127.0.0.1:${PORT}`;

/**
 * A NATS server of this test's own that can be stopped and started again on the same JetStream
 * store, as a real server restarts (startPrivateNats deletes its store when it stops).
 */
function natsServer(storeDir: string) {
  let child: ChildProcess | undefined;
  return {
    start: async () => {
      child = spawn(
        process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server',
        ['-a', '127.0.0.1', '-p', String(PORT), '-js', '-sd', storeDir],
        {
          stdio: 'ignore',
        },
      );
      await until('NATS to listen', async () => {
        const probe = await connectJetStream(NATS_URL, 'probe').catch(() => undefined);
        await probe?.nc.close();
        return probe !== undefined;
      });
    },
    stop: async () => {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGTERM');
      await exited;
    },
  };
}

const dana = (userId: number): Authentication => ({
  user: { userId } as never,
  account: { userId, username: `user${userId}`, email: `user${userId}@example.com`, subscriber: false },
});

describe('AccountChangeFeed (JetStream)', () => {
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-feed-'));
  const nats = natsServer(storeDir);
  const cache = new TokenCache<Authentication>({ ttlMs: 60_000, maxEntries: 100 });
  const config = { NATS_URL, AUTH_CACHE_TTL_MS: 60_000 } as BffEnv;
  const events = new EventFeed(config);
  const feed = new AccountChangeFeed(config, cache, events);
  let publisher: JetStreamConnection;

  const publish = async <S extends DescMessage>(event: EventType<S>, data: MessageInitShape<S>) => {
    await publishEvent(publisher.js, event, data);
  };
  const remember = (key: string, userId: number) => {
    cache.keep(key, userId, dana(userId), cache.ticket());
    expect(cache.get(key)).toBeDefined();
  };

  beforeAll(async () => {
    await nats.start();
    publisher = await connectJetStream(NATS_URL, 'feed-test-publisher');
    feed.onApplicationBootstrap();
    await until('the feed to follow', async () => cache.active, 10_000);
  }, 30_000);

  afterAll(async () => {
    await feed.onApplicationShutdown();
    await events.onApplicationShutdown();
    await publisher?.nc.close();
    await nats.stop();
    rmSync(storeDir, { recursive: true, force: true });
  }, 30_000);

  it('forgets a user when identity says their tokens or entitlement changed, and nobody else', async () => {
    remember('Token dana', 42);
    remember('Token sam', 43);
    await publish(Events.accountChanged, { userId: 42, change: AccountChange.LOGGED_OUT });
    await until('Dana to be forgotten', async () => cache.get('Token dana') === undefined, 5_000);
    expect(cache.get('Token sam')).toBeDefined();
  });

  it('forgets a user on billing’s subscription change too', async () => {
    remember('Token lee', 44);
    await publish(Events.subscriptionChanged, {
      userId: 44,
      subscriptionId: 'sub_feed_test',
      status: 'active',
      currentPeriodEnd: timestampFromDate(new Date(Date.now() + 86_400_000)),
      revision: 1n,
      changedAt: timestampFromDate(new Date()),
    });
    await until('Lee to be forgotten', async () => cache.get('Token lee') === undefined, 5_000);
  });

  it('remembers nothing while NATS is away, and follows again from where it was when it is back', async () => {
    remember('Token ana', 45);
    await publisher.nc.close();
    await nats.stop();
    await until('the cache to turn off', async () => !cache.active, 10_000);
    expect(cache.size).toBe(0);
    cache.keep('Token ana', 45, dana(45), cache.ticket());
    expect(cache.get('Token ana')).toBeUndefined();

    await nats.start();
    publisher = await connectJetStream(NATS_URL, 'feed-test-publisher');
    await until('the cache to turn on again', async () => cache.active, 15_000);
    remember('Token ana', 45);
    await publish(Events.accountChanged, { userId: 45, change: AccountChange.PASSWORD_RESET });
    await until('Ana to be forgotten after the restart', async () => cache.get('Token ana') === undefined, 10_000);
  }, 60_000);
});
