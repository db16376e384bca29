import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Controller } from '@nestjs/common';
import {
  WatchlistsService as WatchlistsContract,
  type CreateWatchlistRequest,
  type DeleteWatchlistRequest,
  type GetFeedWatchlistRequest,
  type GetWatchlistRequest,
  type ListWatchlistsRequest,
  type ReorderWatchlistsRequest,
  type RotateFeedTokenRequest,
  type UpdateWatchlistRequest,
} from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import { toWatchlistMessage } from './watchlist.message.js';
import { WatchlistsService, type Outcome } from './watchlists.service.js';

const OWNER: ContractRules = { owner_id: { min: 1 } };
const OWNED_LIST: ContractRules = { ...OWNER, id: { min: 1 } };
/** Bounds of what reaches the rules at all: an import is at most 1,000 values (the bff's cap), none longer than a line. */
const VALUES = { maxItems: 1000, maxLength: 64 };
/** A name is checked (trimmed, 1–60) by the rules; this only bounds the text. */
const NAME = { maxLength: 1000 };

/** A success as the reply's `success` case; a problem as it is. */
const reply = <T, M>(outcome: Outcome<T>, message: (value: T) => M) =>
  'ok' in outcome ? { outcome: { case: 'success' as const, value: message(outcome.ok) } } : outcome;

/** The watchlists contract: every request names the owner (the bff's authenticated user); another's list is not found. */
@Controller()
export class WatchlistsController {
  constructor(private readonly watchlists: WatchlistsService) {}

  @RpcHandler(WatchlistsContract.method.listWatchlists, OWNER)
  async listWatchlists(request: ListWatchlistsRequest) {
    const lists = await this.watchlists.list(request.ownerId);
    return { outcome: { case: 'success' as const, value: { watchlists: lists.map(toWatchlistMessage) } } };
  }

  @RpcHandler(WatchlistsContract.method.getWatchlist, OWNED_LIST)
  async getWatchlist(request: GetWatchlistRequest) {
    return reply(await this.watchlists.get(request.ownerId, request.id), toWatchlistMessage);
  }

  @RpcHandler(WatchlistsContract.method.createWatchlist, { ...OWNER, name: NAME, tickers: VALUES })
  async createWatchlist(request: CreateWatchlistRequest) {
    const created = await this.watchlists.create(request.ownerId, request.name, request.tickers, request.skipUnknown);
    return reply(created, ({ watchlist, skipped }) => ({ watchlist: toWatchlistMessage(watchlist), skipped }));
  }

  @RpcHandler(WatchlistsContract.method.updateWatchlist, {
    ...OWNED_LIST,
    name: NAME,
    tickers: VALUES,
    add: VALUES,
    remove: VALUES,
  })
  async updateWatchlist(request: UpdateWatchlistRequest) {
    const updated = await this.watchlists.update(request.ownerId, request.id, request.name, {
      replace: request.replaceTickers ? request.tickers : undefined,
      add: request.add,
      remove: request.remove,
    });
    return reply(updated, toWatchlistMessage);
  }

  @RpcHandler(WatchlistsContract.method.deleteWatchlist, OWNED_LIST)
  async deleteWatchlist(request: DeleteWatchlistRequest) {
    return reply(await this.watchlists.delete(request.ownerId, request.id), (deleted) => deleted);
  }

  @RpcHandler(WatchlistsContract.method.reorderWatchlists, { ...OWNER, ids: { maxItems: 1000 } })
  async reorderWatchlists(request: ReorderWatchlistsRequest) {
    return reply(await this.watchlists.reorder(request.ownerId, request.ids), (lists) => ({
      watchlists: lists.map(toWatchlistMessage),
    }));
  }

  @RpcHandler(WatchlistsContract.method.rotateFeedToken, OWNED_LIST)
  async rotateFeedToken(request: RotateFeedTokenRequest) {
    return reply(await this.watchlists.rotateFeedToken(request.ownerId, request.id), toWatchlistMessage);
  }

  @RpcHandler(WatchlistsContract.method.getFeedWatchlist, { token: { required: true, maxLength: 64 } })
  async getFeedWatchlist(request: GetFeedWatchlistRequest) {
    return reply(await this.watchlists.byFeedToken(request.token), (found) => ({
      watchlist: toWatchlistMessage(found.watchlist),
      ownerSubscribed: found.ownerSubscribed,
      ownerTimeZone: found.ownerTimeZone,
      ownerTimeZoneChangedAt: found.ownerTimeZoneChangedAt && timestampFromDate(found.ownerTimeZoneChangedAt),
    }));
  }
}
