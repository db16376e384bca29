import { Module } from '@nestjs/common';
import { MailModule } from '@mc/runtime';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';

/** Djoser's reset flow: the mailed link and the confirmation that sets the new password. */
@Module({
  imports: [MailModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
