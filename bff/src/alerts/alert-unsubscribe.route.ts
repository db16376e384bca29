import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WatchlistsService } from '@mc/proto';
import { ServiceUnavailableError } from '@mc/runtime';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { registerMailLinkRoutes, renderMailLinkPage, type MailLinkPage } from '../http/mail-link-page.js';

/** The service's tokens: base64url payload, a dot, a base64url HMAC; anything else is answered without asking it. */
const TOKEN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/;
const BRAND = 'Market Catalysts alerts';

/** What a link of each kind of alert mail turns off (the token's kind), in the page's words. */
const KINDS: Record<string, { what: string; lose: string }> = {
  change_alerts: {
    what: 'change alerts',
    lose: 'You will no longer get mails or feed entries when a catalyst on the watch list this mail was about moves, is confirmed, changes time or status, reports, or is removed.',
  },
  reminders: {
    what: 'reminders',
    lose: 'You will no longer get a mail or feed entry before each catalyst on the watch list this mail was about.',
  },
  digest: {
    what: 'the pre-market digest',
    lose: 'You will no longer get the morning mail of the day’s catalysts on the watch list this mail was about.',
  },
};

/**
 * The kind a token names, for the words of the page a GET shows (the payload is `owner:lists:kind`,
 * base64url). Only the watchlists service checks the signature, when the POST asks it to act.
 */
function kindWords(token: string) {
  const kind = Buffer.from(token.split('.')[0], 'base64url').toString('utf8').split(':')[2] ?? '';
  return KINDS[kind] ?? KINDS.change_alerts;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
 * (RFC 8058's one-click, a form) turns the mail's kind (change alerts, reminders, the digest) off for its lists, no login needed: the
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
    const { what, lose } = kindWords(token);
    return {
      status: 200,
      brand: BRAND,
      title: `Turn off ${what}?`,
      message: lose,
      form: { action: `/alerts/unsubscribe/${token}`, button: `Turn off ${what}` },
    };
  }

  private async unsubscribe(token: string): Promise<Page> {
    if (!TOKEN.test(token)) return invalidPage();
    const reply = await this.services.watchlists.call(WatchlistsService.method.unsubscribeAlerts, { token });
    if (reply.outcome.case !== 'success') return invalidPage();
    const { what } = KINDS[reply.outcome.value.kind] ?? KINDS.change_alerts;
    return {
      status: 200,
      brand: BRAND,
      title: `${capitalized(what)} ${what.startsWith('the ') ? 'is' : 'are'} off`,
      message: `${capitalized(what)} ${what.startsWith('the ') ? 'is' : 'are'} now off for ${reply.outcome.value.listName}. ${SETTINGS}`,
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
