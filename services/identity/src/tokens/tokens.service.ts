import { Injectable } from '@nestjs/common';
import { problem, success } from '../common/problem.js';
import type { User } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { generateApiToken, hashApiToken, parseAuthorizationHeader } from '../rules/api-token.js';
import { INVALID_CREDENTIALS_ERRORS, validateLogin } from '../rules/login-validator.js';
import { verifyDecoy, verifyPassword } from '../users/password-hasher.js';
import { userView } from '../users/user-view.js';

const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.' };

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

  /** DRF's TokenAuthentication: the user behind an `Authorization: Token …` header, or DRF's 401. */
  async authenticate(authorization: string) {
    const found = await this.userFor(authorization);
    return found.user ? { outcome: { case: 'user' as const, value: userView(found.user) } } : found.refusal;
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
  ): Promise<{ user: User; refusal?: never } | { user?: never; refusal: ReturnType<typeof problem> }> {
    const parsed = parseAuthorizationHeader(authorization);
    if (parsed.kind === 'absent') return { refusal: problem(401, NOT_PROVIDED) };
    if (parsed.kind === 'invalid') return { refusal: problem(401, { detail: parsed.detail }) };
    const token = await this.prisma.apiToken.findUnique({
      where: { keyHash: hashApiToken(parsed.token) },
      include: { user: true },
    });
    if (!token) return { refusal: problem(401, { detail: 'Invalid token.' }) };
    if (!token.user.isActive) return { refusal: problem(401, { detail: 'User inactive or deleted.' }) };
    return { user: token.user };
  }
}
