import { Module } from '@nestjs/common';
import { BRIEFING_MAILER, briefingMailerProvider } from './briefing-mailer.js';

/**
 * The briefing's SMTP pool in a module of its own: Nest stops the modules that import it first,
 * so the delivery worker finishes its mails before the pool closes.
 */
@Module({ providers: [briefingMailerProvider], exports: [BRIEFING_MAILER] })
export class BriefingMailModule {}
