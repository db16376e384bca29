import { Inject, Injectable } from '@nestjs/common';
import { dayIn } from '@mc/market-time';
import { ProblemKind, problemReply, requestError, SERVICE_ENV, type DomainFieldError } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { Outcome } from '../watchlists/watchlists.service.js';
import { FEED_KINDS } from './alert-rules.js';
import type { MailedAlert } from './alert-mails.repository.js';
import { defaultDigestTimeIn, DEFAULT_OWNER_ZONE } from './schedule-rules.js';
import { UnsubscribeTokens, type UnsubscribeKind } from './unsubscribe-token.js';

export interface AlertSettingsValues {
  watchlistId: number;
  reminderDays: number;
  reminderTime: string;
  digest: boolean;
  digestTime: string;
  changeAlerts: boolean;
}

export type AlertSettingsChange = Partial<Omit<AlertSettingsValues, 'watchlistId'>>;

type StoredSettings = Omit<AlertSettingsValues, 'watchlistId' | 'digestTime'> & { id: number; digestTime: string | null };

export interface FeedAlert extends MailedAlert {
  read: boolean;
}

const invalid = (errors: DomainFieldError[]) => problemReply(ProblemKind.INVALID, errors);
const notFound = () => problemReply(ProblemKind.NOT_FOUND, [requestError('not_found', 'Not found.')]);
/** DRF's words for a filter value that names nothing of the reader's. */
const notAChoice = (field: string) => ({
  field,
  code: 'invalid_choice',
  message: 'Select a valid choice. That choice is not one of the available choices.',
});

const SETTINGS = {
  id: true,
  reminderDays: true,
  reminderTime: true,
  digest: true,
  digestTime: true,
  changeAlerts: true,
} as const;

/** What a one-click link of each kind of mail changes on its lists. */
const TURNED_OFF: Record<UnsubscribeKind, Prisma.WatchlistUpdateManyMutationInput> = {
  change_alerts: { changeAlerts: false },
  reminders: { reminderDays: 0 },
  digest: { digest: false },
};

/** A list's alert settings, the owner's in-app alert feed, and the one-click unsubscribe of the mails. */
@Injectable()
export class AlertFeedService {
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(SERVICE_ENV) config: WatchlistsEnv,
  ) {
    this.tokens = new UnsubscribeTokens(config.FEED_TOKEN_KEY);
  }

  async settings(ownerId: number, listId: number): Promise<Outcome<AlertSettingsValues>> {
    const row = await this.prisma.watchlist.findFirst({ where: { id: listId, ownerId }, select: SETTINGS });
    return row ? { ok: await this.shown(ownerId, row) } : notFound();
  }

  /** Each setting given replaces the stored one (the contract's rules checked the values); the list's content and feed are untouched. */
  async updateSettings(ownerId: number, listId: number, change: AlertSettingsChange): Promise<Outcome<AlertSettingsValues>> {
    const updated = await this.prisma.watchlist.updateManyAndReturn({
      where: { id: listId, ownerId },
      data: change,
      select: SETTINGS,
    });
    return updated[0] ? { ok: await this.shown(ownerId, updated[0]) } : notFound();
  }

  /**
   * The settings as the owner reads them: a digest without a time of its own goes at 07:00 New York
   * time, shown as that moment on the owner's clock today ("04:00" in Los Angeles).
   */
  private async shown(ownerId: number, row: StoredSettings): Promise<AlertSettingsValues> {
    const { id, digestTime, ...rest } = row;
    if (digestTime !== null) return { watchlistId: id, ...rest, digestTime };
    const zone = (await this.prisma.ownerTimeZone.findUnique({ where: { ownerId } }))?.timeZone ?? DEFAULT_OWNER_ZONE;
    return { watchlistId: id, ...rest, digestTime: defaultDigestTimeIn(zone, dayIn(new Date(), zone)) };
  }

  /** The owner's alerts, newest first, of one of their lists and of one kind when asked. */
  async list(
    ownerId: number,
    filter: { listId?: number; kind: string },
    offset: number,
    limit: number,
  ): Promise<Outcome<{ count: number; alerts: FeedAlert[] }>> {
    const errors: DomainFieldError[] = [];
    if (filter.kind && !FEED_KINDS.includes(filter.kind)) errors.push(notAChoice('kind'));
    if (filter.listId !== undefined && !(await this.prisma.watchlist.count({ where: { id: filter.listId, ownerId } })))
      errors.push(notAChoice('list'));
    if (errors.length) return invalid(errors);
    const listId = filter.listId ?? null;
    const kind = filter.kind || null;
    const [{ count }] = await this.prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM alerts
       WHERE owner_id = ${ownerId} AND (${listId}::int IS NULL OR ${listId}::int = ANY(list_ids)) AND (${kind}::text IS NULL OR kind = ${kind})`;
    const alerts = await this.prisma.$queryRaw<FeedAlert[]>`
      SELECT al.id, al.kind, al.catalyst_id AS "catalystId", al.ticker, al.title, al.previous, al.current,
             al.seen_at AS "seenAt", al.read,
             COALESCE((SELECT json_agg(json_build_object('id', w.id, 'name', w.name) ORDER BY w.position)
                         FROM watchlists w WHERE w.id = ANY(al.list_ids) AND w.owner_id = al.owner_id), '[]'::json) AS lists
        FROM alerts al
       WHERE al.owner_id = ${ownerId} AND (${listId}::int IS NULL OR ${listId}::int = ANY(al.list_ids))
         AND (${kind}::text IS NULL OR al.kind = ${kind})
       ORDER BY al.seen_at DESC, al.id DESC OFFSET ${offset} LIMIT ${limit}`;
    return { ok: { count, alerts } };
  }

  unread(ownerId: number): Promise<number> {
    return this.prisma.alert.count({ where: { ownerId, read: false } });
  }

  /** Marks the named alerts (each the owner's, else nothing changes and `ids` is invalid) or all of them read. */
  async markRead(ownerId: number, ids: readonly bigint[], all: boolean): Promise<Outcome<number>> {
    if (all) await this.prisma.alert.updateMany({ where: { ownerId, read: false }, data: { read: true } });
    else {
      const wanted = [...new Set(ids)];
      const owned = await this.prisma.alert.count({ where: { ownerId, id: { in: wanted } } });
      if (owned !== wanted.length)
        return invalid([{ field: 'ids', code: 'not_yours', message: 'Some of these alerts do not exist.' }]);
      await this.prisma.alert.updateMany({ where: { ownerId, id: { in: wanted } }, data: { read: true } });
    }
    return { ok: await this.unread(ownerId) };
  }

  /**
   * A one-click unsubscribe: the token's kind turned off on its lists that are still the owner's.
   * Answers the name(s) of the lists; not found for a token this service did not sign or whose lists are gone.
   */
  async unsubscribe(token: string): Promise<Outcome<{ listName: string; kind: UnsubscribeKind }>> {
    const grant = this.tokens.read(token);
    if (!grant) return notFound();
    const lists = await this.prisma.watchlist.updateManyAndReturn({
      where: { id: { in: grant.listIds }, ownerId: grant.ownerId },
      data: TURNED_OFF[grant.kind],
      select: { name: true, position: true },
    });
    if (!lists.length) return notFound();
    const names = lists.sort((a, b) => a.position - b.position).map((list) => list.name);
    return { ok: { listName: names.join(', '), kind: grant.kind } };
  }
}
