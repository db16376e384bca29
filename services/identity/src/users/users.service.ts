import { Injectable } from '@nestjs/common';
import { Events } from '@mc/proto';
import { recordEvent } from '@mc/runtime';
import { Prisma } from '../generated/prisma/client.js';
import { problem } from '../common/problem.js';
import { IdentityEventBus } from '../events/event-bus.provider.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { validateRegistration } from '../rules/registration-validator.js';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../rules/djoser-messages.js';
import type { FieldErrors } from '../rules/field-errors.js';
import { hashPassword } from './password-hasher.js';
import { userView } from './user-view.js';


@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: IdentityEventBus,
  ) {}

  /** Djoser's `POST /auth/users/`: 201 with the user, or 400 with DRF's field errors. */
  async register(form: unknown) {
    const validation = await validateRegistration(form, (fields) => this.uniquenessErrors(fields));
    if (!validation.ok) return problem(400, validation.errors);
    const registration = validation.value;
    try {
      const user = await this.prisma.$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            username: registration.username,
            email: registration.email,
            emailKey: registration.email.toLowerCase(),
            passwordHash: await hashPassword(registration.password),
            firstName: registration.firstName,
            lastName: registration.lastName,
            country: registration.country,
          },
        });
        await recordEvent(tx, Events.userRegistered, {
          userId: created.id,
          username: created.username,
          email: created.email,
          firstName: created.firstName,
          lastName: created.lastName,
          country: created.country,
        });
        return created;
      });
      this.events.nudge();
      return { outcome: { case: 'user' as const, value: userView(user) } };
    } catch (error) {
      // Two sign-ups raced for the same name or address: the loser gets the same answer as if it came second.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        return problem(400, await this.uniquenessErrors({ username: registration.username, email: registration.email }));
      }
      throw error;
    }
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
