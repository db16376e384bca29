import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { KeptAnswer, KeptAnswers } from '../http/memory-answers.js';
import { QuotesCache } from './quotes-cache.js';
import { DELAYED_QUOTES_PATH, QUOTES_AS_OF_HEADER, TAPE_CACHE_CONTROL } from './quotes-route.js';

const POLLED = new Set([DELAYED_QUOTES_PATH, `${DELAYED_QUOTES_PATH}/`]);

/**
 * The ticker tape's poll, `GET /api/benzingadelayedquotes/` from every open page: the bytes of the
 * last refresh, sent before Fastify (http/memory-answers.ts) as the route sends them. Only the
 * path as the pages write it: a query string (which the input boundary may refuse) and the 503
 * before the first quotes are the route's.
 */
@Injectable()
export class QuotesFastPath implements KeptAnswers {
  readonly route = DELAYED_QUOTES_PATH;

  constructor(private readonly cache: QuotesCache) {}

  find({ url = '' }: IncomingMessage): KeptAnswer | undefined {
    const tape = POLLED.has(url) ? this.cache.current : undefined;
    return tape && { answer: tape, cacheControl: TAPE_CACHE_CONTROL, headers: [QUOTES_AS_OF_HEADER, tape.asOf] };
  }
}
