import { Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Patch, Post, Put } from '@nestjs/common';
import { WatchlistsService } from '@mc/proto';
import type { Watchlist, WatchlistPage } from '@mc/api/watchlists';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { ServiceClients } from '../clients/service-clients.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { unwrap } from '../http/outcome.js';
import { ValidBody } from '../http/valid-body.js';
import { SubscriberOnly } from './subscriber-only.js';
import {
  WatchlistChangeSchema,
  WatchlistFormSchema,
  WatchlistOrderSchema,
  type WatchlistChangeInput,
} from './watchlist-forms.schema.js';
import { toWatchlistJson } from './watchlist-json.js';
import { WatchlistTickers } from './watchlist-tickers.js';
import type { z } from 'zod';

/** A list id as the path carries it; anything else names no list (DRF's 404, as for another account's list). */
export function listIdOf(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new NotFoundException({ detail: 'Not found.' });
  return Number(text);
}

/**
 * `/api/watchlists/…` (issue 21 §2): a subscriber's own lists, kept by the watchlists service.
 * Another account's list is 404, never 403. A change this replica makes drops its kept tickers at once;
 * the list's event tells the other replicas.
 */
@Controller('api/watchlists')
@SubscriberOnly()
export class WatchlistsController {
  constructor(
    private readonly services: ServiceClients,
    private readonly tickers: WatchlistTickers,
    @Inject(BFF_ENV) private readonly config: BffEnv,
  ) {}

  @Get()
  async list(@Account() account: SignedInAccount): Promise<WatchlistPage> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.listWatchlists, { ownerId: account.userId });
    return this.page(unwrap(reply.outcome).watchlists);
  }

  /** The account's lists in a new order: `ids` names each of them once (else 400 on `ids`); answers the page so. */
  @Put('order')
  async reorder(
    @Account() account: SignedInAccount,
    @ValidBody(WatchlistOrderSchema) order: z.output<typeof WatchlistOrderSchema>,
  ): Promise<WatchlistPage> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.reorderWatchlists, {
      ownerId: account.userId,
      ids: order.ids,
    });
    return this.page(unwrap(reply.outcome).watchlists);
  }

  @Post()
  @HttpCode(201)
  async create(
    @Account() account: SignedInAccount,
    @ValidBody(WatchlistFormSchema) form: z.output<typeof WatchlistFormSchema>,
  ): Promise<Watchlist> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.createWatchlist, {
      ownerId: account.userId,
      name: form.name,
      tickers: form.tickers,
    });
    return this.json(unwrap(reply.outcome).watchlist!);
  }

  @Get(':id')
  async get(@Account() account: SignedInAccount, @Param('id') id: string): Promise<Watchlist> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.getWatchlist, {
      ownerId: account.userId,
      id: listIdOf(id),
    });
    return this.json(unwrap(reply.outcome));
  }

  @Patch(':id')
  async change(
    @Account() account: SignedInAccount,
    @Param('id') id: string,
    @ValidBody(WatchlistChangeSchema) change: WatchlistChangeInput,
  ): Promise<Watchlist> {
    const listId = listIdOf(id);
    const reply = await this.services.watchlists.call(WatchlistsService.method.updateWatchlist, {
      ownerId: account.userId,
      id: listId,
      name: change.name,
      replaceTickers: change.tickers !== undefined,
      tickers: change.tickers ?? [],
      add: change.add ?? [],
      remove: change.remove ?? [],
    });
    const updated = unwrap(reply.outcome);
    this.tickers.forget(listId);
    return this.json(updated);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Account() account: SignedInAccount, @Param('id') id: string): Promise<void> {
    const listId = listIdOf(id);
    const reply = await this.services.watchlists.call(WatchlistsService.method.deleteWatchlist, {
      ownerId: account.userId,
      id: listId,
    });
    unwrap(reply.outcome);
    this.tickers.forget(listId);
  }

  /** A new feed address; the old one answers 404 from now on (the service no longer knows its token). */
  @Post(':id/ics/rotate')
  @HttpCode(200)
  async rotateFeed(@Account() account: SignedInAccount, @Param('id') id: string): Promise<Watchlist> {
    const reply = await this.services.watchlists.call(WatchlistsService.method.rotateFeedToken, {
      ownerId: account.userId,
      id: listIdOf(id),
    });
    return this.json(unwrap(reply.outcome));
  }

  private page(lists: Parameters<typeof toWatchlistJson>[0][]): WatchlistPage {
    return { count: lists.length, next: null, previous: null, results: lists.map((list) => this.json(list)) };
  }

  private json(list: Parameters<typeof toWatchlistJson>[0]): Watchlist {
    return toWatchlistJson(list, this.config.SITE_URL);
  }
}
