import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ConfirmationOutcome, NewsletterService, UnsubscribeOutcome } from '@mc/proto';
import { ServiceUnavailableError } from '@mc/runtime';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { registerMailLinkRoutes } from '../http/mail-link-page.js';
import {
  confirmationPage,
  renderNewsletterPage,
  unavailablePage,
  unsubscribePage,
  type NewsletterPage,
} from './newsletter-pages.js';

/** Longer than any token the service mints (43 characters); anything else is answered without asking it. */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

type TokenParams = { Params: { token: string } };

/**
 * The pages that mail links open: `/newsletter/confirm/{token}` and `/newsletter/unsubscribe/{token}`
 * (GET, and the RFC 8058 one-click POST a mail client sends as a form). Plain HTML from the bff,
 * so they work in any browser without JavaScript. Registered on Fastify in a scope of their own:
 * only these routes read form bodies; everywhere else the bff takes JSON alone.
 */
@Injectable()
export class NewsletterPagesRoute implements OnModuleInit {
  private readonly logger = new Logger(NewsletterPagesRoute.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly services: ServiceClients,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    registerMailLinkRoutes(fastify, (scope) => {
      // A HEAD (link checkers, previews) must not confirm or unsubscribe anything.
      const options = { exposeHeadRoute: false };
      scope.get<TokenParams>('/newsletter/confirm/:token', options, (request, reply) =>
        this.confirm(request.params.token, reply),
      );
      scope.get<TokenParams>('/newsletter/unsubscribe/:token', options, (request, reply) =>
        this.unsubscribe(request.params.token, false, reply),
      );
      scope.post<TokenParams>('/newsletter/unsubscribe/:token', (request, reply) =>
        this.unsubscribe(request.params.token, true, reply),
      );
    });
  }

  private confirm(token: string, reply: FastifyReply) {
    return this.answer(reply, async () => {
      if (!TOKEN.test(token)) return confirmationPage(ConfirmationOutcome.INVALID);
      const { outcome } = await this.services.newsletter.call(NewsletterService.method.confirmSubscription, { token });
      return confirmationPage(outcome);
    });
  }

  private unsubscribe(token: string, oneClick: boolean, reply: FastifyReply) {
    return this.answer(reply, async () => {
      if (!TOKEN.test(token)) return unsubscribePage(UnsubscribeOutcome.INVALID);
      const { outcome } = await this.services.newsletter.call(NewsletterService.method.unsubscribe, { token, oneClick });
      return unsubscribePage(outcome);
    });
  }

  private async answer(reply: FastifyReply, page: () => Promise<NewsletterPage>) {
    let shown: NewsletterPage;
    try {
      shown = await page();
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError)) throw error;
      this.logger.warn(error.message);
      shown = unavailablePage();
      reply.header('Retry-After', '60');
    }
    return reply
      .status(shown.status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderNewsletterPage(shown));
  }
}
