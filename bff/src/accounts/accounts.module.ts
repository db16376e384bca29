import { Module } from '@nestjs/common';
import { LoginBackoff } from '../throttle/login-backoff.js';
import { ThrottleService } from '../throttle/throttle.service.js';
import { AccountsController } from './accounts.controller.js';
import { SignupTickets } from './signup-tickets.js';

/**
 * Djoser's account endpoints, answered by identity: sign-in backs off after failures, sign-up and
 * password reset are rate limited, and a sign-up gets the older flow's registration cookie.
 */
@Module({ controllers: [AccountsController], providers: [ThrottleService, LoginBackoff, SignupTickets] })
export class AccountsModule {}
