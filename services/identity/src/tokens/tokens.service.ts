import { Inject, Injectable } from '@nestjs/common';
import { AccountChange, Events } from '@mc/proto';
import { ProblemKind, recordEvent, SERVICE_ENV, ServiceEventBus } from '@mc/runtime';
import { invalid, refusal, success } from '../common/problem.js';
import type { IdentityEnv } from '../config/env.js';
import { entitlementView, type StoredEntitlement } from '../entitlements/entitlement-view.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { generateApiToken, hashApiToken, parseAuthorizationHeader } from '../rules/api-token.js';
import { INVALID_CREDENTIALS_ERRORS, validateLogin } from '../rules/login-validator.js';
import type { SerializerData } from '../rules/serializer-input.js';
import { verifyDecoy, verifyPassword } from '../users/password-hasher.js';
import { userView, type UserFields } from '../users/user-view.js';
import { lastUseOutdated, tokenExpired, type TokenDates, type TokenLifetime } from './token-expiry.js';

const unauthenticated = (code: string, message: string) => refusal(ProblemKind.UNAUTHENTICATED, code, message);
const NOT_PROVIDED = unauthenticated('not_authenticated', 'Authentication credentials were not provided.');
const INVALID_TOKEN = unauthenticated('invalid_token', 'Invalid token.');

/** The user behind a token, with the entitlement the authentication answer carries. */
export interface TokenHolder extends UserFields {
  isActive: boolean;
  entitlement: StoredEntitlement | null;
}

type TokenHolderRow = Omit<TokenHolder, 'entitlement'> & {
  [K in keyof StoredEntitlement]: StoredEntitlement[K] | null;
} & TokenDates;

@Injectable()
export class TokensService {
  private readonly lifetime: TokenLifetime;

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
    @Inject(SERVICE_ENV) config: IdentityEnv,
  ) {
    this.lifetime = { idleMs: config.TOKEN_IDLE_SECONDS * 1000, maxAgeMs: config.TOKEN_MAX_AGE_SECONDS * 1000 };
  }

  /** Djoser's `POST /auth/token/login/`, answering `{auth_token, user}` as the spec's client expects. */
  async login(form: SerializerData) {
    const validation = validateLogin(form);
    if (!validation.ok) return invalid(validation.errors);
    const { username, password } = validation.value;
    const user = await this.prisma.user.findUnique({ where: { username } });
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
    if (!user || !valid || !user.isActive) return invalid(INVALID_CREDENTIALS_ERRORS);

    const token = generateApiToken();
    await this.prisma.$transaction([
      this.prisma.apiToken.create({ data: { keyHash: hashApiToken(token), userId: user.id } }),
      // Django's user_logged_in signal does this; it also retires older password-reset links.
      this.prisma.user.update({ where: { id: user.id }, data: { lastLogin: new Date() } }),
    ]);
    return success({ authToken: token, user: userView(user) });
  }

  /** DRF's TokenAuthentication: the user behind an `Authorization: Token …` header and their entitlement, or the refusal. */
  async authenticate(authorization: string) {
    const found = await this.userFor(authorization);
    if (!found.user) return found.refusal;
    return {
      outcome: { case: 'user' as const, value: userView(found.user) },
      entitlement: entitlementView(found.user.entitlement),
    };
  }

  /**
   * Djoser's `POST /auth/token/logout/`: ends every token of the account (Djoser keeps one per user),
   * and says so to every bff replica (identity.account.changed.v1), which forget the account's tokens.
   */
  async logout(authorization: string) {
    const found = await this.userFor(authorization);
    if (!found.user) return found.refusal;
    const userId = found.user.id;
    await this.prisma.$transaction(async (tx) => {
      await tx.apiToken.deleteMany({ where: { userId } });
      await recordEvent(tx, Events.accountChanged, { userId, change: AccountChange.LOGGED_OUT });
    });
    this.events.nudge();
    return success({ userId });
  }

  /** The active user behind an `Authorization` header, or the refusal of an unauthenticated caller. */
  async userFor(
    authorization: string,
  ): Promise<{ user: TokenHolder; refusal?: never } | { user?: never; refusal: ReturnType<typeof refusal> }> {
    const parsed = parseAuthorizationHeader(authorization);
    if (parsed.kind === 'absent') return { refusal: NOT_PROVIDED };
    if (parsed.kind === 'invalid') return { refusal: unauthenticated('invalid_token_header', parsed.detail) };
    const keyHash = hashApiToken(parsed.token);
    const found = await this.tokenHolder(keyHash);
    if (!found) return { refusal: INVALID_TOKEN };
    const { token, holder } = found;
    const now = new Date();
    if (tokenExpired(token, this.lifetime, now)) {
      // Expired is, to the client, no token at all (DRF's answer); the row goes.
      await this.prisma.apiToken.deleteMany({ where: { keyHash } });
      return { refusal: INVALID_TOKEN };
    }
    if (lastUseOutdated(token, now)) await this.prisma.apiToken.updateMany({ where: { keyHash }, data: { lastUsedAt: now } });
    if (!holder.isActive) return { refusal: unauthenticated('user_inactive', 'User inactive or deleted.') };
    return { user: holder };
  }

  /** Every authenticated request asks this: token, user and entitlement in one statement. */
  private async tokenHolder(keyHash: string): Promise<{ holder: TokenHolder; token: TokenDates } | null> {
    const [row] = await this.prisma.$queryRaw<TokenHolderRow[]>`
      SELECT u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.country,
             u.is_active AS "isActive", t.created_at AS "createdAt", t.last_used_at AS "lastUsedAt", e.status, e.current_period_end AS "currentPeriodEnd", e.trial_end AS "trialEnd"
        FROM api_tokens t
        JOIN users u ON u.id = t.user_id
        LEFT JOIN entitlements e ON e.user_id = t.user_id
       WHERE t.key_hash = ${keyHash}`;
    if (!row) return null;
    const { status, currentPeriodEnd, trialEnd, createdAt, lastUsedAt, ...user } = row;
    const entitlement = status !== null && currentPeriodEnd !== null ? { status, currentPeriodEnd, trialEnd } : null;
    return { holder: { ...user, entitlement }, token: { createdAt, lastUsedAt } };
  }
}
