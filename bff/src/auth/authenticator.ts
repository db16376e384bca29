import { Inject, Injectable, Logger } from '@nestjs/common';
import { timestampMs } from '@bufbuild/protobuf/wkt';
import { IdentityService, type Entitlement, type User } from '@mc/proto';
import { Counter } from 'prom-client';
import { ServiceClients } from '../clients/service-clients.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { unwrap } from '../http/outcome.js';
import type { SignedInAccount } from './signed-in-account.js';
import { TokenCache, type Lookup } from './token-cache.js';

/** What identity answered for an `Authorization` header: the user, and the account the handlers read. */
export interface Authentication {
  readonly user: User;
  readonly account: SignedInAccount;
}

const lookups = new Counter({
  name: 'bff_authentications_total',
  help: 'Authenticated requests, by where the token was checked: the bff’s memory or identity',
  labelNames: ['source'],
});
const fromMemory = lookups.labels('memory');
const fromIdentity = lookups.labels('identity');
// Both series exist from the start, at 0.
fromMemory.inc(0);
fromIdentity.inc(0);

/** The cache of authentications (one per replica), provided with the configured size and lifetime. */
export const tokenCacheProvider = {
  provide: TokenCache,
  inject: [BFF_ENV],
  useFactory: (config: BffEnv) =>
    new TokenCache<Authentication>({ ttlMs: config.AUTH_CACHE_TTL_MS, maxEntries: config.AUTH_CACHE_MAX_ENTRIES }),
};

/**
 * DRF's TokenAuthentication through identity, remembered for a short time (TokenCache): a token
 * identity accepted is not asked about again until its entry expires, the user's paid period ends,
 * or identity says the user's tokens or entitlement changed (AccountChangeFeed). A refusal is never
 * remembered.
 */
@Injectable()
export class Authenticator {
  private readonly logger = new Logger(Authenticator.name);

  constructor(
    private readonly services: ServiceClients,
    private readonly cache: TokenCache<Authentication>,
    @Inject(BFF_ENV) private readonly config: BffEnv,
  ) {}

  /**
   * The authentication this replica remembers for the header, without waiting for identity; undefined
   * when it has none. One read near the entry's end renews it in the background (TokenCache.get).
   */
  remembered(authorization: string): Authentication | undefined {
    const remembered = this.cache.get(authorization, () => this.lookUp(authorization));
    if (remembered) fromMemory.inc();
    return remembered;
  }

  /** The account behind the header, or identity's 401 thrown as the answer; one question to identity for requests at once. */
  async authenticate(authorization: string): Promise<Authentication> {
    return this.remembered(authorization) ?? this.cache.fetch(authorization, () => this.lookUp(authorization));
  }

  /**
   * Runs identity's call that ends a user's tokens (logout, password reset) and answers once this
   * replica has heard identity say so (see `untilFollowed`): the user's next request anywhere is refused.
   */
  async endTokens<T extends { userId: number }>(end: () => Promise<T>): Promise<T> {
    const ticket = this.cache.ticket();
    const ended = await end();
    await this.untilFollowed(ended.userId, ticket);
    return ended;
  }

  /**
   * Runs billing's call that may make the user behind `authorization` a subscriber and, when
   * `granted` says it did, answers once identity authenticates them as one, as heard through this
   * replica's change feed (see `untilFollowed`): their next request, on any replica, reads the
   * calendars in full rather than the preview (issue 18 §10). A change heard before identity holds
   * the new entitlement (an older revision's) only makes it wait for the next. Bounded by
   * AUTH_CHANGE_WAIT_MS.
   */
  async grantAccess<T>(authorization: string, grant: () => Promise<T>, granted: (result: T) => boolean): Promise<T> {
    const deadline = Date.now() + this.config.AUTH_CHANGE_WAIT_MS;
    let ticket = this.cache.ticket();
    const result = await grant();
    if (!granted(result)) return result;
    const { userId } = (await this.authenticate(authorization)).account;
    while (this.cache.active && (await this.cache.whenForgotten(userId, ticket, Math.max(0, deadline - Date.now())))) {
      ticket = this.cache.ticket();
      if ((await this.authenticate(authorization)).account.subscriber) return result;
    }
    if (this.cache.active)
      this.logger.warn(`identity did not report user ${userId}'s new entitlement in time; forgotten here only`);
    this.cache.forgetUser(userId);
    return result;
  }

  /** identity's answer for the header: the account, kept until the paid period (or trial) ends at most. */
  private async lookUp(authorization: string): Promise<Lookup<Authentication>> {
    fromIdentity.inc();
    const { outcome, entitlement } = await this.services.identity.call(IdentityService.method.authenticate, { authorization });
    const user = unwrap(outcome);
    const subscriber = entitlement?.subscriber ?? false;
    return {
      userId: user.id,
      value: { user, account: { userId: user.id, username: user.username, email: user.email, subscriber } },
      until: subscriber ? accessEndMs(entitlement) : Infinity,
    };
  }

  /**
   * Waits until this replica's change feed has brought identity's identity.account.changed.v1 for
   * the user (identity records it in the transaction that changes what authentication answers):
   * every replica follows the same stream, so by then none serves the old answer any more. Bounded
   * by AUTH_CHANGE_WAIT_MS, then forgotten here regardless.
   */
  private async untilFollowed(userId: number, ticket: number): Promise<void> {
    if (await this.cache.whenForgotten(userId, ticket, this.config.AUTH_CHANGE_WAIT_MS)) return;
    if (this.cache.active)
      this.logger.warn(`identity.account.changed.v1 for user ${userId} did not arrive in time; forgotten here only`);
    this.cache.forgetUser(userId);
  }
}

/** A subscriber is one until the paid period (or trial) ends: no entry may outlive that. */
function accessEndMs(entitlement: Entitlement | undefined): number {
  return entitlement?.currentPeriodEnd ? timestampMs(entitlement.currentPeriodEnd) : Infinity;
}
