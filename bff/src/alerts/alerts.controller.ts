import { BadRequestException, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { WatchlistsService } from '@mc/proto';
import type { AlertPage, UnreadAlerts } from '@mc/api/alerts';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { pageLink } from '../calendars/calendar-page.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { ValidBody, ValidQuery } from '../http/valid-body.js';
import { SubscriberOnly } from '../watchlists/subscriber-only.js';
import { AlertFeedQuerySchema, AlertsReadSchema } from './alert-forms.schema.js';
import { toAlertJson } from './alert-json.js';

/** The largest offset the contract carries. */
const MAX_OFFSET = 2 ** 32 - 1;

/** `/api/alerts/…` (issue 22 §2): the subscriber's in-app alert feed, its unread count, and marking alerts read. */
@Controller('api/alerts')
@SubscriberOnly()
export class AlertsController {
  constructor(private readonly services: ServiceClients) {}

  /** DRF's page shape, newest first, filtered by `list` (one of the account's) and `kind`. */
  @Get()
  async feed(
    @Account() account: SignedInAccount,
    @ValidQuery(AlertFeedQuerySchema) query: z.output<typeof AlertFeedQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<AlertPage> {
    const { page, page_size: pageSize } = query;
    const reply = await this.services.watchlists.call(WatchlistsService.method.listAlerts, {
      ownerId: account.userId,
      listId: query.list,
      kind: query.kind,
      offset: Math.min((page - 1) * pageSize, MAX_OFFSET),
      limit: pageSize,
    });
    const found = unwrap(reply.outcome);
    const pages = Math.max(1, Math.ceil(found.count / pageSize));
    // DRF's words for a page past the last; page 1 of nothing is an empty page.
    if (page > pages) throw new BadRequestException({ page: ['Invalid page.'] });
    return {
      count: found.count,
      next: page < pages ? pageLink(request.url, page + 1) : null,
      previous: page > 1 ? pageLink(request.url, page - 1) : null,
      results: found.alerts.map(toAlertJson),
    };
  }

  @Get('unread')
  async unread(@Account() account: SignedInAccount): Promise<UnreadAlerts> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.countUnreadAlerts, { ownerId: account.userId });
    return { unread: unwrap(reply.outcome).unread };
  }

  /** `{ids}` (each one of the account's alerts, else 400 on `ids`) or `{all: true}`; answers the unread count after. */
  @Post('read')
  @HttpCode(200)
  async read(
    @Account() account: SignedInAccount,
    @ValidBody(AlertsReadSchema) read: z.output<typeof AlertsReadSchema>,
  ): Promise<UnreadAlerts> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.markAlertsRead, {
      ownerId: account.userId,
      ids: (read.ids ?? []).map(BigInt),
      all: read.all === true,
    });
    return { unread: unwrap(reply.outcome).unread };
  }
}
