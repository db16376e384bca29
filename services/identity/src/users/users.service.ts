import { Injectable } from '@nestjs/common';
import { AccountChange, Events } from '@mc/proto';
import { recordEvent, ServiceEventBus, throwIfPastDeadline } from '@mc/runtime';
import { Prisma } from '../generated/prisma/client.js';
import { ProblemKind } from '@mc/runtime';
import { invalid, refusal, success } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { INVALID_PASSWORD_ERRORS, validateAccountDeletion } from '../rules/account-deletion-validator.js';
import { validateRegistration } from '../rules/registration-validator.js';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../rules/djoser-messages.js';
import type { FieldErrors } from '../rules/field-errors.js';
import type { SerializerData } from '../rules/serializer-input.js';
import { validateStripeSubscriptionId } from '../rules/stripe-subscription-id-validator.js';
import { registrationTimeZone } from '../rules/time-zone.js';
import { TokensService } from '../tokens/tokens.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { userView } from './user-view.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
    private readonly tokens: TokensService,
  ) {}

  /**
   * Djoser's `POST /auth/users/`: the user, or the serializer's field errors. `browserZone` only
   * picks the account's first time zone (the default when identity does not know it), never refuses.
   */
  async register(form: SerializerData, browserZone = '') {
    const validation = await validateRegistration(form, (fields) => this.uniquenessErrors(fields));
    if (!validation.ok) return invalid(validation.errors);
    const registration = validation.value;
    // Hashing takes tens of milliseconds of CPU: never while a pooled connection waits in a transaction.
    const passwordHash = await hashPassword(registration.password);
    // The hash may have waited for the hasher's threads: a caller already answered 503 gets no account.
    throwIfPastDeadline();
    try {
      const user = await this.prisma.$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            username: registration.username,
            email: registration.email,
            emailKey: registration.email.toLowerCase(),
            passwordHash,
            firstName: registration.firstName,
            lastName: registration.lastName,
            country: registration.country,
            timeZone: registrationTimeZone(browserZone),
          },
        });
        await recordEvent(tx, Events.userRegistered, {
          userId: created.id,
          username: created.username,
          email: created.email,
          firstName: created.firstName,
          lastName: created.lastName,
          country: created.country,
          timeZone: created.timeZone,
        });
        return created;
      });
      this.events.nudge();
      return { outcome: { case: 'user' as const, value: userView(user) } };
    } catch (error) {
      // Two sign-ups raced for the same name or address: the loser gets the same answer as if it came second.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        return invalid(await this.uniquenessErrors({ username: registration.username, email: registration.email }));
      }
      throw error;
    }
  }

  /**
   * `PUT /auth/users/{id}` of the older sign-up flow, in DRF's order: authentication (401), the
   * object (404 for an id that is not a user), the permission (403 for someone else's), then the
   * body (400). Answers the user.
   */
  async setStripeSubscriptionId(authorization: string, userIdText: string, form: SerializerData) {
    const caller = await this.tokens.userFor(authorization);
    if (!caller.user) return caller.refusal;
    const userId = /^\d{1,9}$/.test(userIdText) ? Number(userIdText) : undefined;
    const target = userId === undefined ? null : await this.prisma.user.findUnique({ where: { id: userId } });
    if (!target) return refusal(ProblemKind.NOT_FOUND, 'not_found', 'Not found.');
    if (target.id !== caller.user.id)
      return refusal(ProblemKind.FORBIDDEN, 'permission_denied', 'You do not have permission to perform this action.');
    const validation = validateStripeSubscriptionId(form);
    if (!validation.ok) return invalid(validation.errors);
    const user = await this.prisma.user.update({ where: { id: target.id }, data: { stripeSubscriptionId: validation.value } });
    return { outcome: { case: 'user' as const, value: userView(user) } };
  }

  /**
   * Djoser's `DELETE /auth/users/me/`: the caller (401 without a token), the form (400), the password
   * (400 "Invalid password."), then the account, its tokens and its entitlement go in one transaction
   * with identity.account.changed.v1 (DELETED), on which billing ends the subscription at Stripe and
   * every service drops what it keeps of the user. The username and address are free again.
   */
  async deleteAccount(authorization: string, form: SerializerData) {
    const caller = await this.tokens.userFor(authorization);
    if (!caller.user) return caller.refusal;
    const validation = validateAccountDeletion(form);
    if (!validation.ok) return invalid(validation.errors);
    const userId = caller.user.id;
    const account = await this.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
    if (!account || !(await verifyPassword(account.passwordHash, validation.value.currentPassword)))
      return invalid(INVALID_PASSWORD_ERRORS);
    const deleted = await this.prisma.$transaction(async (tx) => {
      // A second deletion racing this one finds nothing left to delete and tells nobody twice.
      const { count } = await tx.user.deleteMany({ where: { id: userId } });
      if (count === 0) return false;
      await tx.entitlement.deleteMany({ where: { userId } });
      await recordEvent(tx, Events.accountChanged, { userId, change: AccountChange.DELETED });
      return true;
    });
    if (!deleted) return refusal(ProblemKind.UNAUTHENTICATED, 'invalid_token', 'Invalid token.');
    this.events.nudge();
    return success({ userId });
  }

  /** DRF's UniqueValidators: they run with the field checks, before the password validators. */
  private async uniquenessErrors({ username, email }: { username?: string; email?: string }): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    if (username !== undefined && (await this.prisma.user.count({ where: { username } }))) errors.username = [USERNAME_TAKEN];
    if (email !== undefined && (await this.prisma.user.count({ where: { emailKey: email.toLowerCase() } })))
      errors.email = [EMAIL_TAKEN];
    return errors;
  }
}
