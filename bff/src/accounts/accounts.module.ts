import { Module } from '@nestjs/common';
import { ThrottleService } from '../throttle/throttle.service.js';
import { AccountsController } from './accounts.controller.js';

/** Djoser's account endpoints, answered by identity; sign-in and password reset are rate limited. */
@Module({ controllers: [AccountsController], providers: [ThrottleService] })
export class AccountsModule {}
