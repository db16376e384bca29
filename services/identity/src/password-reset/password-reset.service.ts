import { Inject, Injectable } from '@nestjs/common';
import { AccountChange, Events } from '@mc/proto';
import { Mailer, recordEvent, SERVICE_ENV, ServiceEventBus, siteLink } from '@mc/runtime';
import { invalid, success } from '../common/problem.js';
import type { IdentityEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { INVALID_TOKEN_ERRORS, INVALID_UID_ERRORS, validateResetConfirm } from '../rules/reset-confirm-validator.js';
import { validateResetRequest } from '../rules/reset-request-validator.js';
import type { SerializerData } from '../rules/serializer-input.js';
import { checkToken, makeToken } from '../rules/reset-token.js';
import { decodeUid, encodeUid } from '../rules/uid-codec.js';
import { hashPassword } from '../users/password-hasher.js';
import { resetMail } from './reset-mail.js';

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(SERVICE_ENV) private readonly config: IdentityEnv,
    private readonly prisma: PrismaService,
    private readonly mailer: Mailer,
    private readonly events: ServiceEventBus,
  ) {}

  /** Djoser's `POST /auth/users/reset_password/`: 204 whether or not the address belongs to anyone. */
  async request(form: SerializerData) {
    const validation = validateResetRequest(form);
    if (!validation.ok) return invalid(validation.errors);
    const user = await this.prisma.user.findUnique({ where: { emailKey: validation.value.email.toLowerCase() } });
    if (user?.isActive) {
      const token = makeToken(this.tokenSubject(user), this.config.RESET_TOKEN_SECRET, Date.now());
      const link = siteLink(this.config.SITE_URL, `/reset-password/${encodeUid(user.id)}/${token}`);
      this.mailer.sendInBackground(resetMail(user.email, user.username, link));
    }
    return success({});
  }

  /**
   * Djoser's `POST /auth/users/reset_password_confirm/` with the retype on. Checks in Djoser's
   * order: fields, password validators, retype, uid, token. A reset ends the account's API tokens,
   * and says so to every bff replica (identity.account.changed.v1).
   */
  async confirm(form: SerializerData) {
    const validation = validateResetConfirm(form);
    if (!validation.ok) return invalid(validation.errors);
    const { uid, token, newPassword } = validation.value;
    const userId = decodeUid(uid);
    const user = userId === null ? null : await this.prisma.user.findUnique({ where: { id: userId } });
    if (!user) return invalid(INVALID_UID_ERRORS);
    if (!checkToken(this.tokenSubject(user), token, this.config.RESET_TOKEN_SECRET, Date.now()))
      return invalid(INVALID_TOKEN_ERRORS);

    const passwordHash = await hashPassword(newPassword);
    // Only the first of two concurrent confirmations may win: the row must still hold the hash the token was made from.
    const changed = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: user.id, passwordHash: user.passwordHash },
        data: { passwordHash, lastLogin: new Date() },
      });
      if (!count) return false;
      await tx.apiToken.deleteMany({ where: { userId: user.id } });
      await recordEvent(tx, Events.accountChanged, { userId: user.id, change: AccountChange.PASSWORD_RESET });
      return true;
    });
    if (!changed) return invalid(INVALID_TOKEN_ERRORS);
    this.events.nudge();
    return success({ userId: user.id });
  }

  private tokenSubject(user: { id: number; passwordHash: string; lastLogin: Date | null; email: string }) {
    return { id: user.id, passwordHash: user.passwordHash, lastLogin: user.lastLogin, email: user.email };
  }
}
