import { Module } from '@nestjs/common';
import { NewsletterPagesRoute } from './newsletter-pages.route.js';
import { NewsletterController } from './newsletter.controller.js';
import { OperatorTokenGuard } from './operator-token.guard.js';

/** Newsletter sign-up, the confirmation and unsubscribe pages, and the briefing preview, answered by the newsletter service. */
@Module({ controllers: [NewsletterController], providers: [NewsletterPagesRoute, OperatorTokenGuard] })
export class NewsletterModule {}
