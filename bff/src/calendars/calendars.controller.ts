import { BadRequestException, Controller, ForbiddenException, Get, Param, Req, Res, UnauthorizedException } from '@nestjs/common';
import { calendarCsvFilename, type CalendarAccess } from '@mc/api/calendars';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { MaybeSignedIn } from '../auth/signed-in.guard.js';
import { ValidQuery } from '../http/valid-body.js';
import { accessOf, refusalOf } from './calendar-access.js';
import { csvLayout } from './calendar-csv.js';
import { calendarPageJson, isPastLastPage } from './calendar-page.js';
import { CalendarQuerySchema, type CalendarQueryInput } from './calendar-query.schema.js';
import { isFieldErrors, resolveCalendarRequest, type CalendarRequest } from './calendar-request.js';
import { toCalendarRow } from './calendar-rows.js';
import { CalendarsCache } from './calendars-cache.js';
import { answerKey } from './calendars-fast-path.js';
import { CalendarPages } from './calendar-pages.js';
import { CatalystsSource } from './catalysts-source.js';
import { cacheControlFor, sendPrepared } from '../http/prepared-answer.js';
import { refuseNonSubscriber } from '../watchlists/subscriber-only.js';
import { WatchlistTickers } from '../watchlists/watchlist-tickers.js';

/**
 * Whether an answer is worth keeping for other requests. An `updated_since` on a whole minute is what
 * the screens send (the start of the week); a poller's exact instants (the last `changed_at` it saw)
 * differ on every request, so keeping them would only push the shared answers out of the cache.
 */
const isShared = (request: CalendarRequest) => request.updatedSince === null || request.updatedSince.getTime() % 60_000 === 0;

/**
 * `GET /api/calendars/{type}/` for the nine calendars and `all` (issue 8 §3): DRF's page shape,
 * CSV on `?format=csv`, a preview for readers without a subscription (docs/decisions.md,
 * Calendars). Answers are kept by CalendarsCache until their calendar changes; a visitor's
 * unfiltered week, the hot path, is answered from it before Nest's pipeline (CalendarsFastPath).
 */
@Controller('api/calendars')
export class CalendarsController {
  constructor(
    private readonly source: CatalystsSource,
    private readonly pages: CalendarPages,
    private readonly cache: CalendarsCache,
    private readonly watchlists: WatchlistTickers,
  ) {}

  @Get(':type')
  @MaybeSignedIn()
  async calendar(
    @Param('type') type: string,
    @ValidQuery(CalendarQuerySchema) query: CalendarQueryInput,
    @Account() account: SignedInAccount | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const resolved = resolveCalendarRequest(type, query, new Date());
    if (isFieldErrors(resolved)) throw new BadRequestException(resolved);
    if (resolved.watchlist !== null) resolved.watchlistTickers = await this.watchlistTickersOf(account, resolved.watchlist);
    const access = accessOf(account);
    const refusal = refusalOf(resolved, access);
    if (refusal) throw new ForbiddenException(refusal);
    const cacheControl = cacheControlFor(account);
    if (resolved.format === 'csv') return this.sendCsv(reply, resolved, access);

    // A watch list's answer is keyed by its tickers too: a changed list never reads an older answer.
    // Any other request keeps the URL alone, the key CalendarsFastPath looks up; a URL cannot hold a
    // line break, so no URL that request could send is the key of a watch list's answer.
    const keyUrl = resolved.watchlist === null ? request.url : `${request.url}\n${resolved.watchlistTickers.join(',')}`;
    const key = answerKey(access, keyUrl, resolved.currentWeek.date_from);
    const serialize = async () => {
      const page = await this.pages.page(resolved, access);
      if (isPastLastPage(resolved, page)) throw new BadRequestException({ page: ['Invalid page.'] });
      return calendarPageJson(request.url, resolved, page, access);
    };
    const answer = isShared(resolved) ? await this.cache.answer(key, resolved.path, serialize) : await serialize();
    return sendPrepared(reply, answer, cacheControl);
  }

  /** `watchlist={id}`: a subscriber's own list (401 without a token, 403 without a subscription, 404 for another's). */
  private async watchlistTickersOf(account: SignedInAccount | undefined, id: number): Promise<string[]> {
    if (!account) throw new UnauthorizedException({ detail: 'Authentication credentials were not provided.' });
    refuseNonSubscriber(account);
    return this.watchlists.tickersOf(account.userId, id);
  }

  /** The same rows as the JSON, every page of them, streamed as they arrive. */
  private async sendCsv(reply: FastifyReply, request: CalendarRequest, access: CalendarAccess) {
    const layout = csvLayout(request.path, request.tz);
    const batches = this.source.all(request, access);
    // Read the first batch before answering, so that a service that is away is still a clean 503.
    const first = await batches.next();
    const lines = async function* () {
      yield layout.header;
      for (let batch = first; !batch.done; batch = await batches.next())
        yield batch.value.map((catalyst) => layout.row(toCalendarRow(catalyst, request.tz, access))).join('');
    };
    const filename = calendarCsvFilename(request.path, request.dateFrom, request.dateTo);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  }
}
