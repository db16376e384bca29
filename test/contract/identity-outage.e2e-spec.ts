import { randomBytes } from 'node:crypto';
import { startPrivateNats } from '@mc/runtime/testing';
import {
  removeStackData,
  startProcess,
  stackProcesses,
  TEST_PORTS,
  type ProcessSpec,
  type RunningProcess,
  type StackOptions,
} from '../../scripts/stack.mjs';

/**
 * identity and a bff of their own, on their own NATS server, so that stopping identity here
 * leaves no other identity to answer and disturbs no other test.
 */
describe('identity down: the bff answers 503 within its timeout and recovers', () => {
  const ports = { ...TEST_PORTS, bff: 28080, bffMetrics: 29080, identity: 28081 };
  const rpcTimeoutMs = 1500;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let identitySpec: ProcessSpec;
  let identity: RunningProcess | undefined;
  let bff: RunningProcess;
  let options: StackOptions;

  const profile = async () => {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${ports.bff}/usermanagement/profile/`, {
      headers: { authorization: `Token ${'0'.repeat(40)}` },
    });
    return { status: response.status, body: await response.json(), elapsedMs: Date.now() - started };
  };

  beforeAll(async () => {
    nats = await startPrivateNats(24222);
    const run = `${process.env.E2E_DATABASE_PREFIX ?? 'e2e_'}outage${randomBytes(2).toString('hex')}`;
    options = {
      ports,
      databasePrefix: `${run}_`,
      keyPrefix: `${run}:`,
      postgresUrl: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
      natsUrl: nats.url,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      env: { RPC_TIMEOUT_MS: String(rpcTimeoutMs) },
      log: () => undefined,
    };
    const specs = stackProcesses(options);
    identitySpec = specs.find((spec) => spec.name === 'identity')!;
    identity = await startProcess(identitySpec, () => undefined);
    bff = await startProcess(
      specs.find((spec) => spec.name === 'bff')!,
      () => undefined,
    );
  }, 90_000);

  afterAll(async () => {
    await bff?.stop();
    await identity?.stop();
    await nats?.stop();
    await removeStackData(options);
  }, 30_000);

  it('answers through identity while it runs', async () => {
    expect(await profile()).toMatchObject({ status: 401, body: { detail: 'Invalid token.' } });
  });

  it('answers 503 with a clear detail once identity is gone, without waiting past the timeout', async () => {
    await identity!.stop();
    identity = undefined;
    const answer = await profile();
    expect(answer).toMatchObject({ status: 503, body: { detail: 'Service temporarily unavailable.' } });
    // Generous bound (2× the deadline): the point is that it never hangs.
    expect(answer.elapsedMs).toBeLessThan(rpcTimeoutMs * 2);
  });

  it('recovers when identity is back', async () => {
    identity = await startProcess(identitySpec, () => undefined);
    expect(await profile()).toMatchObject({ status: 401, body: { detail: 'Invalid token.' } });
  }, 60_000);
});
