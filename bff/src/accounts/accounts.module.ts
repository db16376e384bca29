import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller.js';
import { ProfileFastPath } from './profile-fast-path.js';
import { SignupTickets } from './signup-tickets.js';

/**
 * Djoser's account endpoints, answered by identity: sign-in backs off after failures, sign-up and
 * password reset are rate limited, and a sign-up gets the older flow's registration cookie.
 */
@Module({ controllers: [AccountsController], providers: [SignupTickets, ProfileFastPath] })
export class AccountsModule {}
