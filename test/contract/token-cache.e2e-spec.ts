import { poll } from '@mc/runtime/testing';
import { startProcess, stackProcesses, TEST_PORTS, type RunningProcess, type StackOptions } from '../../scripts/stack.mjs';
import { api, signedInAccount } from '../support/api.js';
import { resetLinkIn, waitForMail } from '../support/mailbox.js';
import { startSubscription } from '../support/subscriber.js';

/**
 * The bff remembers authenticated tokens (issue 11 §1). A second bff replica (B) next to the
 * stack's own (A), on the stack's NATS server: whatever ends a token or changes an entitlement
 * through one replica is honoured by the other at once, although B has the token in memory.
 */
describe('remembered tokens across two bff replicas', () => {
  const ports = { ...TEST_PORTS, bff: 28280, bffMetrics: 29280 };
  const replicaB = `http://127.0.0.1:${ports.bff}`;
  let b: RunningProcess;

  beforeAll(async () => {
    const options: StackOptions = {
      ports,
      databasePrefix: process.env.E2E_DATABASE_PREFIX ?? 'e2e_',
      keyPrefix: process.env.E2E_KEY_PREFIX ?? 'e2e:',
      postgresUrl: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
      natsUrl: process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:24250',
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      log: () => undefined,
    };
    b = await startProcess(
      stackProcesses(options).find((spec) => spec.name === 'bff')!,
      () => undefined,
    );
    // Remembering starts once B follows the account changes.
    await poll(
      'replica B to follow account changes',
      async () => (/^bff_authentications_remembered 1$/m.test(await metrics()) ? true : undefined),
      15_000,
    );
  }, 60_000);

  afterAll(() => b?.stop(), 30_000);

  const metrics = async () => (await fetch(`http://127.0.0.1:${ports.bffMetrics}/metrics`)).text();
  /** How many of B's authentications came from its memory. */
  const remembered = async () => Number(/^bff_authentications_total\{source="memory"\} (\d+)/m.exec(await metrics())?.[1]);
  const onB = async (path: string, token: string) => {
    const response = await fetch(`${replicaB}${path}`, { headers: { authorization: `Token ${token}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** B answers the profile twice, the second time from memory. */
  const rememberedByB = async (token: string) => {
    expect((await onB('/usermanagement/profile/', token)).status).toBe(200);
    const before = await remembered();
    expect((await onB('/usermanagement/profile/', token)).status).toBe(200);
    expect(await remembered()).toBe(before + 1);
  };

  it('serves a remembered token on any replica, and refuses it everywhere at once after a logout through another', async () => {
    const { token, account } = await signedInAccount();
    await rememberedByB(token);
    expect((await api('GET', '/usermanagement/profile/', { token })).body).toMatchObject({ username: account.username });

    expect((await api('POST', '/auth/token/logout/', { token })).status).toBe(204);
    // No wait: the logout answered once the end of the token reached the replicas.
    expect(await onB('/usermanagement/profile/', token)).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
    expect((await api('GET', '/usermanagement/profile/', { token })).status).toBe(401);
  });

  it('refuses a remembered token everywhere at once after a password reset through another replica', async () => {
    const { token, account } = await signedInAccount();
    await rememberedByB(token);

    expect((await api('POST', '/auth/users/reset_password/', { body: { email: account.email } })).status).toBe(204);
    const { uid, token: resetToken } = resetLinkIn((await waitForMail(account.email)).text);
    const newPassword = 'Catalyst-Calendar-2031';
    const confirmed = await api('POST', '/auth/users/reset_password_confirm/', {
      body: { uid, token: resetToken, new_password: newPassword, re_new_password: newPassword },
    });
    expect(confirmed.status).toBe(204);
    expect(await onB('/usermanagement/profile/', token)).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
  });

  it('lets a new subscriber in on a replica that remembered them as a visitor, without waiting for the memory to expire', async () => {
    const { token } = await signedInAccount();
    const flagship = '/api/portfolios/market-catalysts-flagship-stocks/';
    expect((await onB(flagship, token)).body).toMatchObject({ access: 'preview' });
    await rememberedByB(token);

    expect((await startSubscription(token)).subscription.status).toBe('trialing');
    // Read your own writes (issue 18 §10): the replica that answered the subscription lets every
    // following request in at once, with no wait in between.
    const reads = [];
    for (let read = 0; read < 20; read++) reads.push((await api('GET', flagship, { token })).body.access);
    expect(reads).toEqual(Array(20).fill('full'));
    // billing → identity → identity.account.changed.v1 → B: well under the minute B would otherwise remember.
    await poll(
      'B to see the subscriber',
      async () => ((await onB(flagship, token)).body.access === 'full' ? true : undefined),
      10_000,
    );
  });
});
