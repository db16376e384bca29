import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { WatchlistsService } from '@mc/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceClients } from '../../clients/service-clients.js';
import { unwrap } from '../../http/outcome.js';
import { RateLimit } from '../../throttle/rate-limit.guard.js';
import { FeedBuilder } from './feed-builder.js';
import { FeedCache } from './feed-cache.js';

/** `{token}.ics`: a token is 128 bits as base64url (22 characters). */
const FEED_FILE = /^([A-Za-z0-9_-]{22})\.ics$/;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Whether the client's copy (If-Modified-Since, HTTP dates have whole seconds) is as new as `lastModified`. */
function notModifiedSince(request: FastifyRequest, lastModified: Date): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(lastModified.getTime() / 1000) * 1000 <= sinceMs;
}

/**
 * `GET /ics/{token}.ics` (issue 21 §3): a watch list's private calendar feed. The token is the
 * credential (calendar apps send no Authorization), rate-limited per token and per address. A rotated
 * or deleted list's token is 404; a lapsed owner's feed a 403 calendar saying so. The built feed is
 * kept (FeedCache); ETag and 304 come from the bff's answer encoding, Last-Modified from the rows.
 */
@Controller('ics')
export class CalendarFeedController {
  constructor(
    private readonly services: ServiceClients,
    private readonly builder: FeedBuilder,
    private readonly cache: FeedCache,
  ) {}

  @Get(':file')
  @RateLimit('calendar-feed', { accountParam: 'file' })
  async feed(@Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const token = FEED_FILE.exec(file)?.[1];
    if (!token) throw new NotFoundException({ detail: 'Not found.' });
    const found = unwrap((await this.services.watchlists.call(WatchlistsService.method.getFeedWatchlist, { token })).outcome);
    const list = found.watchlist!;
    reply.header('cache-control', 'private, no-cache').header('content-type', CALENDAR_TYPE);
    if (!found.ownerSubscribed) return reply.code(403).send(this.builder.ended());

    const now = new Date();
    // The owner's zone is part of what was built: a changed zone builds the feed again.
    const owner = {
      timeZone: found.ownerTimeZone,
      timeZoneChangedAt: found.ownerTimeZoneChangedAt && timestampDate(found.ownerTimeZoneChangedAt),
    };
    const version = `${list.updatedAt ? timestampDate(list.updatedAt).getTime() : 0}|${now.toISOString().slice(0, 10)}|${owner.timeZone}`;
    const built = await this.cache.feed(list.id, version, () => this.builder.build(list, now, owner));
    reply.header('last-modified', built.lastModified.toUTCString());
    if (notModifiedSince(request, built.lastModified)) return reply.code(304).removeHeader('content-type').send();
    return reply.header('content-disposition', 'inline; filename="watchlist.ics"').send(built.body);
  }
}
