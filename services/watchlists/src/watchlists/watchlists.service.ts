import { Inject, Injectable } from '@nestjs/common';
import { Events } from '@mc/proto';
import {
  ProblemKind,
  problemReply,
  recordEvent,
  requestError,
  SERVICE_ENV,
  ServiceEventBus,
  ServiceUnavailableError,
  type DomainFieldError,
} from '@mc/runtime';
import { CompanyUniverse } from '../companies/company-universe.js';
import type { WatchlistsEnv } from '../config/env.js';
import { Prisma, type Watchlist } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { feedTokenHash, FeedTokenSeal, newFeedToken } from './feed-token.js';
import {
  checkName,
  countError,
  MAX_WATCHLISTS,
  nameTaken,
  notASymbol,
  nothingKnown,
  orderError,
  SKIP_REASONS,
  symbolsOf,
  tooManyLists,
  unknownTicker,
} from './watchlist-rules.js';

/** A list found by its feed token, with its owner's subscription status and zone (null: none seen yet). */
interface FeedWatchlistRow extends Watchlist {
  accessStatus: string | null;
  timeZone: string | null;
  timeZoneChangedAt: Date | null;
}

/** A stored list with its feed token opened, for its owner. */
export interface OwnedWatchlist extends Watchlist {
  feedToken: string;
}

export interface Skipped {
  value: string;
  reason: string;
}

type Problem = ReturnType<typeof problemReply>;
export type Outcome<T> = { ok: T } | Problem;

/** Stripe's statuses whose owners' feeds answer: a past-due subscription is still being collected. */
const FEED_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due']);

/** identity's own default (issue 21 §5), for an owner whose zone no event has told yet. */
const DEFAULT_OWNER_TIME_ZONE = 'America/New_York';

const invalid = (errors: DomainFieldError[]): Problem => problemReply(ProblemKind.INVALID, errors);
const notFound = (): Problem => problemReply(ProblemKind.NOT_FOUND, [requestError('not_found', 'Not found.')]);
const unavailable = (): Problem =>
  problemReply(ProblemKind.UNAVAILABLE, [requestError('unavailable', 'The company list cannot be checked right now.')]);

export interface TickerChange {
  replace?: readonly string[];
  add: readonly string[];
  remove: readonly string[];
}

/**
 * The watch lists and their feed tokens. Every write takes the owner's advisory lock in its
 * transaction (the 20-list limit and a PATCH's add/remove read what the transaction writes), and
 * records watchlists.list.changed.v1 in it. Tickers are checked against catalysts' company
 * universe before the transaction opens: no pooled connection waits on NATS.
 */
@Injectable()
export class WatchlistsService {
  private readonly seal: FeedTokenSeal;

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
    private readonly universe: CompanyUniverse,
    @Inject(SERVICE_ENV) config: WatchlistsEnv,
  ) {
    this.seal = new FeedTokenSeal(config.FEED_TOKEN_KEY);
  }

  async list(ownerId: number): Promise<OwnedWatchlist[]> {
    const rows = await this.prisma.watchlist.findMany({ where: { ownerId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    return rows.map((row) => this.opened(row));
  }

  /**
   * The owner's lists in the order `ids` names them, which must be each of their lists once. Only
   * positions change: no list's content, `updated_at` or event (nothing downstream reads the order).
   */
  async reorder(ownerId: number, ids: readonly number[]): Promise<Outcome<OwnedWatchlist[]>> {
    const reordered = await this.write(ownerId, async (tx) => {
      const rows = await tx.watchlist.findMany({ where: { ownerId }, select: { id: true } });
      const problem = orderError(
        rows.map((row) => row.id),
        ids,
      );
      if (problem) return invalid([problem]);
      // One statement: each list's position is its index in `ids`.
      await tx.$executeRaw`UPDATE watchlists AS w SET position = wanted.position - 1
        FROM unnest(${[...ids]}::int[]) WITH ORDINALITY AS wanted(id, position)
        WHERE w.id = wanted.id AND w.owner_id = ${ownerId}`;
      return { ok: true };
    });
    return 'ok' in reordered ? { ok: await this.list(ownerId) } : reordered;
  }

  async get(ownerId: number, id: number): Promise<Outcome<OwnedWatchlist>> {
    const row = await this.prisma.watchlist.findFirst({ where: { id, ownerId } });
    return row ? { ok: this.opened(row) } : notFound();
  }

  /** The list a feed token opens, and whether its owner's feeds answer; a rotated or deleted list's token finds nothing. */
  async byFeedToken(
    token: string,
  ): Promise<
    Outcome<{ watchlist: OwnedWatchlist; ownerSubscribed: boolean; ownerTimeZone: string; ownerTimeZoneChangedAt?: Date }>
  > {
    // Every feed request asks this (a calendar app polls hourly): one prepared statement, not three queries.
    const [row] = await this.prisma.$queryPrepared<FeedWatchlistRow>(Prisma.sql`
      SELECT w.id, w.owner_id AS "ownerId", w.name, w.name_key AS "nameKey", w.tickers, w.position,
             w.feed_token_hash AS "feedTokenHash", w.feed_token_sealed AS "feedTokenSealed",
             w.created_at AS "createdAt", w.updated_at AS "updatedAt",
             a.status AS "accessStatus", z.time_zone AS "timeZone", z.changed_at AS "timeZoneChangedAt"
      FROM watchlists AS w
      LEFT JOIN owner_access AS a ON a.owner_id = w.owner_id
      LEFT JOIN owner_time_zones AS z ON z.owner_id = w.owner_id
      WHERE w.feed_token_hash = ${feedTokenHash(token)}`);
    if (!row) return notFound();
    const { accessStatus, timeZone, timeZoneChangedAt, ...watchlist } = row;
    return {
      ok: {
        watchlist: this.opened(watchlist),
        ownerSubscribed: accessStatus !== null && FEED_STATUSES.has(accessStatus),
        ownerTimeZone: timeZone ?? DEFAULT_OWNER_TIME_ZONE,
        ownerTimeZoneChangedAt: timeZoneChangedAt ?? undefined,
      },
    };
  }

  async create(
    ownerId: number,
    rawName: string,
    values: readonly string[],
    skipUnknown: boolean,
  ): Promise<Outcome<{ watchlist: OwnedWatchlist; skipped: Skipped[] }>> {
    const name = checkName(rawName);
    const tickers = await this.checkTickers('tickers', values, skipUnknown);
    if ('outcome' in tickers) return tickers;
    const errors = [...('error' in name ? [name.error] : []), ...tickers.errors];
    const countProblem = countError('tickers', tickers.symbols.length);
    if (!tickers.errors.length && countProblem)
      errors.push(skipUnknown && !tickers.symbols.length && values.length ? nothingKnown() : countProblem);
    if (errors.length || 'error' in name) return invalid(errors);

    const token = newFeedToken();
    const created = await this.write(ownerId, async (tx) => {
      const count = await tx.watchlist.count({ where: { ownerId } });
      if (count >= MAX_WATCHLISTS) return invalid([tooManyLists()]);
      // Only subscribers write through the bff: until billing's first event is seen here, the owner counts as active.
      await tx.$executeRaw`INSERT INTO owner_access (owner_id, status, revision, updated_at)
        VALUES (${ownerId}, 'active', 0, now()) ON CONFLICT (owner_id) DO NOTHING`;
      const now = new Date();
      const row = await tx.watchlist.create({
        data: {
          ownerId,
          name: name.name,
          nameKey: name.name.toLowerCase(),
          tickers: tickers.symbols,
          // Last: under the owner's lock, positions are 0 … count - 1.
          position: count,
          feedTokenHash: feedTokenHash(token),
          feedTokenSealed: this.seal.seal(token),
          createdAt: now,
          updatedAt: now,
        },
      });
      await recordChange(tx, row);
      return { ok: row };
    });
    if (!('ok' in created)) return created;
    return { ok: { watchlist: { ...created.ok, feedToken: token }, skipped: tickers.skipped } };
  }

  async update(ownerId: number, id: number, rawName: string | undefined, change: TickerChange): Promise<Outcome<OwnedWatchlist>> {
    const name = rawName === undefined ? undefined : checkName(rawName);
    const replace = change.replace && (await this.checkTickers('tickers', change.replace, false));
    const add = await this.checkTickers('add', change.add, false);
    if (replace && 'outcome' in replace) return replace;
    if ('outcome' in add) return add;
    const errors = [...(name && 'error' in name ? [name.error] : []), ...(replace?.errors ?? []), ...add.errors];
    if (errors.length) return invalid(errors);
    const removed = new Set(symbolsOf(change.remove).symbols);

    const updated = await this.write(ownerId, async (tx) => {
      const current = await tx.watchlist.findFirst({ where: { id, ownerId } });
      if (!current) return notFound();
      const kept = (replace?.symbols ?? current.tickers).filter((ticker) => !removed.has(ticker));
      const tickers = [...new Set([...kept, ...add.symbols.filter((ticker) => !removed.has(ticker))])];
      const countProblem = countError(replace ? 'tickers' : change.add.length ? 'add' : 'remove', tickers.length);
      if (countProblem) return invalid([countProblem]);
      const row = await tx.watchlist.update({
        where: { id },
        data: {
          ...(name && 'name' in name ? { name: name.name, nameKey: name.name.toLowerCase() } : {}),
          tickers,
          updatedAt: new Date(),
        },
      });
      await recordChange(tx, row);
      return { ok: row };
    });
    return 'ok' in updated ? { ok: this.opened(updated.ok) } : updated;
  }

  async delete(ownerId: number, id: number): Promise<Outcome<{ id: number }>> {
    return this.write(ownerId, async (tx) => {
      const row = await tx.watchlist.findFirst({ where: { id, ownerId } });
      if (!row) return notFound();
      await tx.watchlist.delete({ where: { id } });
      await tx.watchlist.updateMany({ where: { ownerId, position: { gt: row.position } }, data: { position: { decrement: 1 } } });
      await recordChange(tx, row, true);
      return { ok: { id } };
    });
  }

  /** A new feed token; the old one's hash is gone in the same statement, so it finds nothing from then on. */
  async rotateFeedToken(ownerId: number, id: number): Promise<Outcome<OwnedWatchlist>> {
    const token = newFeedToken();
    const rotated = await this.write(ownerId, async (tx) => {
      const row = await tx.watchlist.findFirst({ where: { id, ownerId } });
      if (!row) return notFound();
      const updated = await tx.watchlist.update({
        where: { id },
        data: { feedTokenHash: feedTokenHash(token), feedTokenSealed: this.seal.seal(token), updatedAt: new Date() },
      });
      await recordChange(tx, updated);
      return { ok: updated };
    });
    return 'ok' in rotated ? { ok: { ...rotated.ok, feedToken: token } } : rotated;
  }

  /** The account is gone: its lists (and so their feeds) go too, each with its event. */
  async deleteAllOf(tx: Prisma.TransactionClient, ownerId: number): Promise<number> {
    const rows = await tx.watchlist.findMany({ where: { ownerId } });
    await tx.watchlist.deleteMany({ where: { ownerId } });
    // What alerts kept of the account goes with it.
    await tx.alert.deleteMany({ where: { ownerId } });
    await tx.alertMail.deleteMany({ where: { ownerId } });
    await tx.ownerEmail.deleteMany({ where: { ownerId } });
    for (const row of rows) await recordChange(tx, row, true);
    return rows.length;
  }

  private opened(row: Watchlist): OwnedWatchlist {
    return { ...row, feedToken: this.seal.open(row.feedTokenSealed) };
  }

  /**
   * Values as symbols the universe knows. Strict (a form): each value that is no symbol or no
   * known ticker is an error naming it. Skipping (an import): those are skipped with the reason.
   */
  private async checkTickers(
    field: string,
    values: readonly string[],
    skipUnknown: boolean,
  ): Promise<{ symbols: string[]; skipped: Skipped[]; errors: DomainFieldError[] } | Problem> {
    const sorted = symbolsOf(values);
    // A form with more symbols than a list holds is refused as such, before catalysts is asked about each.
    const tooMany = countError(field, sorted.symbols.length);
    if (!skipUnknown && tooMany?.code === 'max_items') return { symbols: [], skipped: [], errors: [tooMany] };
    const errors: DomainFieldError[] = [];
    const skipped: Skipped[] = [];
    for (const entry of sorted.skipped) {
      if (skipUnknown) skipped.push(entry);
      else if (entry.reason === SKIP_REASONS.notASymbol) errors.push(notASymbol(field, entry.value));
    }
    let known: Set<string>;
    try {
      known = sorted.symbols.length ? await this.universe.known(sorted.symbols) : new Set();
    } catch (error) {
      if (error instanceof ServiceUnavailableError) return unavailable();
      throw error;
    }
    const symbols: string[] = [];
    for (const symbol of sorted.symbols) {
      if (known.has(symbol)) symbols.push(symbol);
      else if (skipUnknown) skipped.push({ value: symbol, reason: SKIP_REASONS.unknown });
      else errors.push(unknownTicker(field, symbol));
    }
    return { symbols, skipped, errors };
  }

  /** One write of the owner's lists: under their lock, the event in the same transaction, a name taken answered as such. */
  private async write<T>(ownerId: number, work: (tx: Prisma.TransactionClient) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    try {
      const outcome = await this.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('watchlists:owner'), ${ownerId}::int)`;
        return work(tx);
      });
      if ('ok' in outcome) this.events.nudge();
      return outcome;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return invalid([nameTaken()]);
      throw error;
    }
  }
}

const recordChange = (tx: Prisma.TransactionClient, row: Watchlist, deleted = false) =>
  recordEvent(tx, Events.watchlistChanged, {
    ownerId: row.ownerId,
    watchlistId: row.id,
    tickers: deleted ? [] : row.tickers,
    deleted,
  });
