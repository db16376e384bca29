// The built identity and bff, started as scripts/stack.mjs starts them, against a NATS server run
// with ops/nats/authorization.conf: each authenticates as itself from NATS_USER and NATS_PASSWORD
// (as docker-compose and Kubernetes give them), serves, calls, publishes and follows events within
// its permissions; with a wrong password a service does not start.
import { EVENT_STREAM } from '@mc/proto';
import { connectJetStream, type JetStreamConnection } from '@mc/runtime';
import { startAuthenticatedNats, until } from '@mc/runtime/testing';
import { newAccount } from '../support/api.js';
import { faultStack, type FaultStack } from './fault-stack.js';

type AuthenticatedNats = Awaited<ReturnType<typeof startAuthenticatedNats>>;

describe('the product on a NATS server that authenticates', () => {
  let nats: AuthenticatedNats;
  let stack: FaultStack;
  let observer: JetStreamConnection | undefined;
  const bff = (path: string) => `http://127.0.0.1:${stack.options.ports.bff}${path}`;
  const metrics = () => `http://127.0.0.1:${stack.options.ports.bffMetrics}/metrics`;
  /** The process list's entry for `name`, as itself on NATS. */
  const asItself = (name: string, password = nats.credentials(name).pass) => {
    const spec = stack.spec(name);
    return { ...spec, env: { ...spec.env, NATS_USER: name, NATS_PASSWORD: password } };
  };

  beforeAll(async () => {
    nats = await startAuthenticatedNats(24494);
    stack = faultStack({ name: 'nats-credentials', basePort: 28580, natsUrl: nats.url });
  }, 30_000);

  afterAll(async () => {
    await observer?.nc.close();
    await stack?.stop();
    await nats?.stop();
  }, 30_000);

  it('does not start identity with a wrong NATS password', async () => {
    await expect(stack.startSpec('identity-wrong-password', asItself('identity', 'not-its-password'))).rejects.toThrow(
      /exited with exit code 1/,
    );
    expect(stack.logLines().some((line) => /Authorization Violation/i.test(line))).toBe(true);
  }, 60_000);

  it('registers and signs in through the bff: identity answers, publishes its event, and the bff follows account changes', async () => {
    await stack.startSpec('identity', asItself('identity'));
    await stack.startSpec('bff', asItself('bff'));
    const account = newAccount();
    const registered = await fetch(bff('/auth/users/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const login = await fetch(bff('/auth/token/login/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    expect(login.status).toBe(200);
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    const me = await fetch(bff('/usermanagement/profile/'), { headers: { authorization: `Token ${token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(account.email);

    // identity's relay published identity.user.registered.v1 as identity (nothing else publishes here).
    observer = await connectJetStream(nats.url, 'test-observer', nats.credentials('billing'));
    await until(
      'the registration event in the stream',
      async () => (await observer!.jsm.streams.info(EVENT_STREAM)).state.messages >= 1,
    );
    // The bff's ordered consumers of account changes run under its permissions: it remembers sign-ins.
    await until('the bff to follow account changes', async () =>
      /^bff_authentications_remembered 1$/m.test(await (await fetch(metrics())).text()),
    );
  }, 60_000);
});
