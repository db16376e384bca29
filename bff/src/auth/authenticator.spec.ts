import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Problem_Kind } from '@mc/proto';
import type { ServiceClients } from '../clients/service-clients.js';
import type { BffEnv } from '../config/env.js';
import { ProblemException } from '../http/outcome.js';
import { Authenticator, type Authentication } from './authenticator.js';
import { TokenCache } from './token-cache.js';

const INVALID_TOKEN = { field: '', code: 'invalid_token', message: 'Invalid token.' };

const DANA = { id: 42, username: 'dana', email: 'dana@example.com', firstName: 'Dana', lastName: 'Reyes', country: 'US' };

/** identity: `Token good` is Dana's; anything else is refused. Records every call. */
function fakeIdentity(entitlement: { subscriber: boolean; currentPeriodEnd?: Date } = { subscriber: false }) {
  const calls: string[] = [];
  const services = {
    identity: {
      call: async (_method: unknown, { authorization }: { authorization: string }) => {
        calls.push(authorization);
        if (authorization !== 'Token good')
          return { outcome: { case: 'problem', value: { kind: Problem_Kind.UNAUTHENTICATED, errors: [INVALID_TOKEN] } } };
        return {
          outcome: { case: 'user', value: DANA },
          entitlement: {
            subscriber: entitlement.subscriber,
            currentPeriodEnd: entitlement.currentPeriodEnd && timestampFromDate(entitlement.currentPeriodEnd),
          },
        };
      },
    },
  } as unknown as ServiceClients;
  return { services, calls };
}

describe('Authenticator', () => {
  let cache: TokenCache<Authentication>;
  const config = { AUTH_CHANGE_WAIT_MS: 200 } as BffEnv;

  beforeEach(() => {
    cache = new TokenCache<Authentication>({ ttlMs: 60_000, maxEntries: 100 });
    cache.enable();
  });

  it('asks identity once, then answers from memory', async () => {
    const { services, calls } = fakeIdentity();
    const authenticator = new Authenticator(services, cache, config);
    const first = await authenticator.authenticate('Token good');
    const second = await authenticator.authenticate('Token good');
    expect(second).toBe(first);
    expect(first.account).toEqual({ userId: 42, username: 'dana', email: 'dana@example.com', subscriber: false });
    expect(first.user.firstName).toBe('Dana');
    expect(calls).toEqual(['Token good']);
  });

  it('asks identity once for the requests of one token that arrive at once', async () => {
    const { services, calls } = fakeIdentity();
    const authenticator = new Authenticator(services, cache, config);
    const answers = await Promise.all([1, 2, 3].map(() => authenticator.authenticate('Token good')));
    expect(new Set(answers).size).toBe(1);
    expect(calls).toEqual(['Token good']);
  });

  it('renews a token still in use before it ends, so that its reader never waits for identity', async () => {
    let now = Date.UTC(2026, 10, 30, 15, 0);
    cache = new TokenCache<Authentication>({ ttlMs: 60_000, maxEntries: 100, now: () => now });
    cache.enable();
    const { services, calls } = fakeIdentity();
    const authenticator = new Authenticator(services, cache, config);
    await authenticator.authenticate('Token good');
    now += 50_000;
    expect(authenticator.remembered('Token good')).toBeDefined();
    await new Promise(setImmediate);
    expect(calls).toEqual(['Token good', 'Token good']);
    now += 30_000;
    expect(authenticator.remembered('Token good')?.account.userId).toBe(42);
  });

  it('asks identity every time while the change feed is not running', async () => {
    const { services, calls } = fakeIdentity();
    cache.disable();
    const authenticator = new Authenticator(services, cache, config);
    await authenticator.authenticate('Token good');
    await authenticator.authenticate('Token good');
    expect(calls).toHaveLength(2);
  });

  it('never remembers a refusal', async () => {
    const { services, calls } = fakeIdentity();
    const authenticator = new Authenticator(services, cache, config);
    for (let attempt = 0; attempt < 2; attempt++)
      await expect(authenticator.authenticate('Token bad')).rejects.toBeInstanceOf(ProblemException);
    expect(calls).toEqual(['Token bad', 'Token bad']);
  });

  it('remembers a subscriber no longer than the paid period', async () => {
    const { services, calls } = fakeIdentity({ subscriber: true, currentPeriodEnd: new Date(Date.now() - 1) });
    const authenticator = new Authenticator(services, cache, config);
    expect((await authenticator.authenticate('Token good')).account.subscriber).toBe(true);
    await authenticator.authenticate('Token good');
    expect(calls).toHaveLength(2);
  });

  it('answers a logout once this replica has heard identity end the tokens', async () => {
    const { services } = fakeIdentity();
    const authenticator = new Authenticator(services, cache, config);
    await authenticator.authenticate('Token good');
    let answered = false;
    const logout = authenticator.endTokens(async () => ({ userId: 42 })).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(cache.get('Token good')).toBeDefined();
    cache.forgetUser(42); // what AccountChangeFeed does on identity.account.changed.v1
    await logout;
    expect(cache.get('Token good')).toBeUndefined();
  });

  it('forgets the tokens here when identity’s event does not come in time', async () => {
    const { services } = fakeIdentity();
    const authenticator = new Authenticator(services, cache, config);
    await authenticator.authenticate('Token good');
    await authenticator.endTokens(async () => ({ userId: 42 }));
    expect(cache.get('Token good')).toBeUndefined();
  });

  describe('after billing starts a subscription', () => {
    const trialing = async () => ({ status: 'trialing' });
    const grants = ({ status }: { status: string }) => status === 'trialing' || status === 'active';
    const unanswered = () => new Promise((resolve) => setTimeout(resolve, 20));

    it('answers once identity authenticates the user as a subscriber, not at an older change', async () => {
      const entitlement = { subscriber: false };
      const { services } = fakeIdentity(entitlement);
      const authenticator = new Authenticator(services, cache, { AUTH_CHANGE_WAIT_MS: 60_000 } as BffEnv);
      await authenticator.authenticate('Token good');
      let answered = false;
      const subscribing = authenticator.grantAccess('Token good', trialing, grants).then(() => (answered = true));
      await unanswered();
      expect(answered).toBe(false);
      // identity.account.changed.v1 of an older revision: identity still answers "no subscriber".
      cache.forgetUser(42);
      await unanswered();
      expect(answered).toBe(false);
      entitlement.subscriber = true;
      cache.forgetUser(42);
      await subscribing;
      expect(cache.get('Token good')?.account.subscriber).toBe(true);
    });

    it('answers at once when the subscription gives no access yet (3-D Secure pending)', async () => {
      const { services, calls } = fakeIdentity();
      const authenticator = new Authenticator(services, cache, { AUTH_CHANGE_WAIT_MS: 60_000 } as BffEnv);
      await authenticator.authenticate('Token good');
      await authenticator.grantAccess('Token good', async () => ({ status: 'incomplete' }), grants);
      expect(calls).toEqual(['Token good']);
    });

    it('forgets the user here when identity does not report the entitlement in time', async () => {
      const { services } = fakeIdentity();
      const authenticator = new Authenticator(services, cache, config);
      await authenticator.authenticate('Token good');
      await authenticator.grantAccess('Token good', trialing, grants);
      expect(cache.get('Token good')).toBeUndefined();
    });
  });
});
