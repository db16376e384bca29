import { Module } from '@nestjs/common';
import { ThrottleService } from '../throttle/throttle.service.js';
import { NewsletterPagesRoute } from './newsletter-pages.route.js';
import { NewsletterController } from './newsletter.controller.js';
import { OperatorTokenGuard } from './operator-token.guard.js';

/** Newsletter sign-up, the confirmation and unsubscribe pages, and the briefing preview, answered by the newsletter service. */
@Module({ controllers: [NewsletterController], providers: [ThrottleService, NewsletterPagesRoute, OperatorTokenGuard] })
export class NewsletterModule {}
