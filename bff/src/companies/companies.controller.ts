import { Controller, ForbiddenException, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { MaybeSignedIn, SignedIn } from '../auth/signed-in.guard.js';
import { accessOf } from '../calendars/calendar-access.js';
import { TICKER } from '../calendars/calendar-query.schema.js';
import { notFound, sendJson } from '../content/content-reply.js';
import { ValidQuery } from '../http/valid-body.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { CompanyAnswers } from './company-answers.js';
import { CompanySearchSchema, type CompanySearchInput } from './company-search.schema.js';
import { ReactionsQuerySchema, type ReactionsQuery } from './reactions.schema.js';

/** DRF's 403 for a signed-in reader without a subscription. */
export const REACTIONS_FOR_SUBSCRIBERS =
  'Past reactions and expected moves are for subscribers. Subscribe to see how a stock moved after its reports.';

/**
 * `GET /api/companies/{ticker}/` (issue 18 §8): name, exchange, sector, industry, market cap, the
 * delayed quote and the catalysts (a preview for anyone but a subscriber). An unknown ticker, or a
 * path segment that is no ticker at all, is 404 `{"detail": "Not found."}` as in DRF.
 */
@Controller('api/companies')
export class CompaniesController {
  constructor(private readonly answers: CompanyAnswers) {}

  /**
   * `GET /api/companies/?search=…` (issue 20 §5): the header search's suggestions, at most 8 `{ticker, name}`,
   * for anyone (the header is everyone's), limited per client address like the other public forms.
   */
  @Get()
  @RateLimit('company-search')
  @MaybeSignedIn()
  async search(
    @ValidQuery(CompanySearchSchema) query: CompanySearchInput,
    @Account() account: SignedInAccount | undefined,
    @Res() reply: FastifyReply,
  ) {
    return sendJson(reply, await this.answers.search(query.search), account);
  }

  /** `GET /api/companies/{ticker}/reactions/?type=earnings|fda` (issue 23 §3): a subscriber's history of past reactions. */
  @Get(':ticker/reactions')
  @SignedIn()
  async reactions(
    @Param('ticker') ticker: string,
    @Account() account: SignedInAccount | undefined,
    @ValidQuery(ReactionsQuerySchema) query: ReactionsQuery,
    @Res() reply: FastifyReply,
  ) {
    if (!account?.subscriber) throw new ForbiddenException({ detail: REACTIONS_FOR_SUBSCRIBERS });
    if (!TICKER.test(ticker)) throw notFound();
    const answer = await this.answers.reactions(ticker, query.type);
    if (!answer) throw notFound();
    return sendJson(reply, answer, account);
  }

  @Get(':ticker')
  @MaybeSignedIn()
  async detail(@Param('ticker') ticker: string, @Account() account: SignedInAccount | undefined, @Res() reply: FastifyReply) {
    // Only upper case is the ticker's own spelling: `/api/companies/aapl/` is not AAPL, as a DRF lookup is exact.
    if (!TICKER.test(ticker)) throw notFound();
    const answer = await this.answers.detail(ticker, accessOf(account));
    if (!answer) throw notFound();
    return sendJson(reply, answer, account);
  }
}
