import { Injectable } from '@nestjs/common';
import { problem, success } from '../common/problem.js';
import { entitlementView, type StoredEntitlement } from '../entitlements/entitlement-view.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { generateApiToken, hashApiToken, parseAuthorizationHeader } from '../rules/api-token.js';
import { INVALID_CREDENTIALS_ERRORS, validateLogin } from '../rules/login-validator.js';
import { verifyDecoy, verifyPassword } from '../users/password-hasher.js';
import { userView, type UserFields } from '../users/user-view.js';

const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.' };

/** The user behind a token, with the entitlement the authentication answer carries. */
export interface TokenHolder extends UserFields {
  isActive: boolean;
  entitlement: StoredEntitlement | null;
}

type TokenHolderRow = Omit<TokenHolder, 'entitlement'> & { [K in keyof StoredEntitlement]: StoredEntitlement[K] | null };

@Injectable()
export class TokensService {
  constructor(private readonly prisma: PrismaService) {}

  /** Djoser's `POST /auth/token/login/`, answering `{auth_token, user}` as the spec's client expects. */
  async login(form: unknown) {
    const validation = validateLogin(form);
    if (!validation.ok) return problem(400, validation.errors);
    const { username, password } = validation.value;
    const user = await this.prisma.user.findUnique({ where: { username } });
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
    if (!user || !valid || !user.isActive) return problem(400, INVALID_CREDENTIALS_ERRORS);

    const token = generateApiToken();
    await this.prisma.$transaction([
      this.prisma.apiToken.create({ data: { keyHash: hashApiToken(token), userId: user.id } }),
      // Django's user_logged_in signal does this; it also retires older password-reset links.
      this.prisma.user.update({ where: { id: user.id }, data: { lastLogin: new Date() } }),
    ]);
    return success({ authToken: token, user: userView(user) });
  }

  /** DRF's TokenAuthentication: the user behind an `Authorization: Token …` header and their entitlement, or DRF's 401. */
  async authenticate(authorization: string) {
    const found = await this.userFor(authorization);
    if (!found.user) return found.refusal;
    return {
      outcome: { case: 'user' as const, value: userView(found.user) },
      entitlement: entitlementView(found.user.entitlement),
    };
  }

  /** Djoser's `POST /auth/token/logout/`: ends every token of the account (Djoser keeps one per user). */
  async logout(authorization: string) {
    const found = await this.userFor(authorization);
    if (!found.user) return found.refusal;
    await this.prisma.apiToken.deleteMany({ where: { userId: found.user.id } });
    return success({});
  }

  /** The active user behind an `Authorization` header, or DRF's 401 to answer. */
  async userFor(
    authorization: string,
  ): Promise<{ user: TokenHolder; refusal?: never } | { user?: never; refusal: ReturnType<typeof problem> }> {
    const parsed = parseAuthorizationHeader(authorization);
    if (parsed.kind === 'absent') return { refusal: problem(401, NOT_PROVIDED) };
    if (parsed.kind === 'invalid') return { refusal: problem(401, { detail: parsed.detail }) };
    const holder = await this.tokenHolder(hashApiToken(parsed.token));
    if (!holder) return { refusal: problem(401, { detail: 'Invalid token.' }) };
    if (!holder.isActive) return { refusal: problem(401, { detail: 'User inactive or deleted.' }) };
    return { user: holder };
  }

  /** Every authenticated request asks this: token, user and entitlement in one statement. */
  private async tokenHolder(keyHash: string): Promise<TokenHolder | null> {
    const [row] = await this.prisma.$queryRaw<TokenHolderRow[]>`
      SELECT u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.country,
             u.is_active AS "isActive", e.status, e.current_period_end AS "currentPeriodEnd", e.trial_end AS "trialEnd"
        FROM api_tokens t
        JOIN users u ON u.id = t.user_id
        LEFT JOIN entitlements e ON e.user_id = t.user_id
       WHERE t.key_hash = ${keyHash}`;
    if (!row) return null;
    const { status, currentPeriodEnd, trialEnd, ...user } = row;
    return { ...user, entitlement: status !== null && currentPeriodEnd !== null ? { status, currentPeriodEnd, trialEnd } : null };
  }
}
