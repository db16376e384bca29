import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WatchlistsService } from '@mc/proto';
import { ServiceUnavailableError } from '@mc/runtime';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { registerMailLinkRoutes, renderMailLinkPage, type MailLinkPage } from '../http/mail-link-page.js';

/** The service's tokens: base64url payload, a dot, a base64url HMAC; anything else is answered without asking it. */
const TOKEN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/;
const BRAND = 'Market Catalysts change alerts';
const SETTINGS = 'Your other alert settings are unchanged; change them for each list on My catalysts › Lists.';

type TokenParams = { Params: { token: string } };
type Page = MailLinkPage & { status: number };

const invalidPage = (): Page => ({
  status: 404,
  brand: BRAND,
  title: 'This link is not valid',
  message: 'Its watch list may have been deleted. Turn alerts on or off for each list on My catalysts › Lists.',
});

/**
 * `/alerts/unsubscribe/{token}`, the List-Unsubscribe address of an alert mail (issue 22 §2). A POST
 * (RFC 8058's one-click, a form) turns change alerts off for the mail's lists, no login needed: the
 * token names owner, lists and kind and is signed by the watchlists service. A GET changes nothing
 * (mail scanners and link previews fetch links): it shows a page whose button sends the POST.
 * Registered in a Fastify scope of its own, the only one besides the newsletter's that reads form bodies.
 */
@Injectable()
export class AlertUnsubscribeRoute implements OnModuleInit {
  private readonly logger = new Logger(AlertUnsubscribeRoute.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly services: ServiceClients,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    registerMailLinkRoutes(fastify, (scope) => {
      scope.get<TokenParams>('/alerts/unsubscribe/:token', { exposeHeadRoute: false }, (request, reply) =>
        this.answer(reply, async () => this.confirmPage(request.params.token)),
      );
      scope.post<TokenParams>('/alerts/unsubscribe/:token', (request, reply) =>
        this.answer(reply, () => this.unsubscribe(request.params.token)),
      );
    });
  }

  /** What a GET shows: nothing changes until the button is pressed. */
  private confirmPage(token: string): Page {
    if (!TOKEN.test(token)) return invalidPage();
    return {
      status: 200,
      brand: BRAND,
      title: 'Turn off change alerts?',
      message:
        'You will no longer get mails or feed entries when a catalyst on the watch list this mail was about moves, is confirmed, changes time or status, reports, or is removed.',
      form: { action: `/alerts/unsubscribe/${token}`, button: 'Turn off change alerts' },
    };
  }

  private async unsubscribe(token: string): Promise<Page> {
    if (!TOKEN.test(token)) return invalidPage();
    const reply = await this.services.watchlists.call(WatchlistsService.method.unsubscribeAlerts, { token });
    if (reply.outcome.case !== 'success') return invalidPage();
    return {
      status: 200,
      brand: BRAND,
      title: 'Change alerts are off',
      message: `Change alerts are now off for ${reply.outcome.value.listName}. ${SETTINGS}`,
    };
  }

  private async answer(reply: FastifyReply, page: () => Promise<Page>) {
    let shown: Page;
    try {
      shown = await page();
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError)) throw error;
      this.logger.warn(error.message);
      shown = {
        status: 503,
        brand: BRAND,
        title: 'Alerts are briefly unavailable',
        message: 'Nothing has changed yet. Please open the link from your email again in a few minutes.',
      };
      reply.header('Retry-After', '60');
    }
    return reply
      .status(shown.status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailLinkPage(shown));
  }
}
