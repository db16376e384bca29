import { Inject, Injectable } from '@nestjs/common';
import type { JsonObject } from '@bufbuild/protobuf';
import { problem, success } from '../common/problem.js';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { MailerService } from '../mail/mailer.service.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { validateResetConfirm, validateResetRequest } from '../djoser/password-reset.js';
import { checkToken, makeToken } from '../djoser/reset-token.js';
import { decodeUid, encodeUid } from '../djoser/uid.js';
import { hashPassword } from '../users/password-hasher.js';
import { resetMail } from './reset-mail.js';

const INVALID_UID = { uid: ["Invalid user id or user doesn't exist."] };
const INVALID_TOKEN = { token: ['Invalid token for given user.'] };

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(IDENTITY_ENV) private readonly config: IdentityEnv,
    private readonly prisma: PrismaService,
    private readonly mailer: MailerService,
  ) {}

  /** Djoser's `POST /auth/users/reset_password/`: 204 whether or not the address belongs to anyone. */
  async request(form: JsonObject | undefined) {
    const validation = validateResetRequest(form ?? {});
    if (!validation.ok) return problem(400, validation.errors);
    const user = await this.prisma.user.findUnique({ where: { emailKey: validation.value.email.toLowerCase() } });
    if (user?.isActive) {
      const token = makeToken(this.tokenSubject(user), this.config.RESET_TOKEN_SECRET, Date.now());
      const link = new URL(`/reset-password/${encodeUid(user.id)}/${token}`, this.config.SITE_URL).toString();
      this.mailer.sendInBackground(resetMail(user.email, user.username, link));
    }
    return success({});
  }

  /**
   * Djoser's `POST /auth/users/reset_password_confirm/` with the retype on. Checks in Djoser's
   * order: fields, password validators, retype, uid, token. A reset ends the account's API tokens.
   */
  async confirm(form: JsonObject | undefined) {
    const validation = validateResetConfirm(form ?? {});
    if (!validation.ok) return problem(400, validation.errors);
    const { uid, token, newPassword } = validation.value;
    const userId = decodeUid(uid);
    const user = userId === null ? null : await this.prisma.user.findUnique({ where: { id: userId } });
    if (!user) return problem(400, INVALID_UID);
    if (!checkToken(this.tokenSubject(user), token, this.config.RESET_TOKEN_SECRET, Date.now()))
      return problem(400, INVALID_TOKEN);

    const passwordHash = await hashPassword(newPassword);
    // Only the first of two concurrent confirmations may win: the row must still hold the hash the token was made from.
    const changed = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: user.id, passwordHash: user.passwordHash },
        data: { passwordHash, lastLogin: new Date() },
      });
      if (count) await tx.apiToken.deleteMany({ where: { userId: user.id } });
      return count > 0;
    });
    return changed ? success({}) : problem(400, INVALID_TOKEN);
  }

  private tokenSubject(user: { id: number; passwordHash: string; lastLogin: Date | null; email: string }) {
    return { id: user.id, passwordHash: user.passwordHash, lastLogin: user.lastLogin, email: user.email };
  }
}
