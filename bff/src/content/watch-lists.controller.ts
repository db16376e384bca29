import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ALL_WATCH_LISTS,
  isWatchListKind,
  isWatchListPath,
  WATCH_LIST_TITLES,
  watchListRoute,
  type WatchListIndex,
  type WatchListKind,
  type WatchListPost,
} from '@mc/api/content';
import type { FastifyReply } from 'fastify';
import { toContentItem, toContentSummary } from './content-json.js';
import { notFound, sendJson } from './content-reply.js';
import { ContentSource } from './content-source.js';
import { MarketData } from './market/market-data.js';

/** `GET /api/watch-lists/{list}/` (`all` for every list) and one post with its picks' quotes and next catalysts. */
@Controller('api/watch-lists')
export class WatchListsController {
  constructor(
    private readonly content: ContentSource,
    private readonly market: MarketData,
  ) {}

  @Get(':list')
  async index(@Param('list') list: string, @Res() reply: FastifyReply) {
    if (!isWatchListPath(list)) throw notFound();
    const posts = await this.content.list({ kinds: ['watch-list'], list: list === ALL_WATCH_LISTS ? '' : list });
    const answer: WatchListIndex = {
      list,
      title: list === ALL_WATCH_LISTS ? 'Watch Lists' : WATCH_LIST_TITLES[list],
      path: list === ALL_WATCH_LISTS ? '/watch-lists' : watchListRoute(list),
      count: posts.count,
      results: posts.items.map(toContentSummary),
    };
    return sendJson(reply, answer);
  }

  @Get(':list/:slug')
  async post(@Param('list') list: string, @Param('slug') slug: string, @Res() reply: FastifyReply) {
    if (!isWatchListKind(list)) throw notFound();
    const item = await this.content.item('watch-list', slug, list);
    const tickers = item.picks.map((pick) => pick.ticker);
    const [quotes, companies, catalysts] = await Promise.all([
      this.market.quotes(),
      this.market.companies(tickers),
      this.market.nextCatalysts(tickers),
    ]);
    const answer: WatchListPost = {
      ...toContentItem(item),
      list: list as WatchListKind,
      picks: item.picks.map(({ ticker, thesis }) => {
        const quote = quotes.bySymbol.get(ticker);
        return {
          ticker,
          name: quote?.name ?? companies.get(ticker)?.name ?? null,
          thesis,
          // A missing quote is missing, never 0.
          last: quote?.last ?? null,
          change: quote?.change ?? null,
          change_percent: quote?.changePercent ?? null,
          next_catalyst: catalysts.get(ticker) ?? null,
          path: `/company/${encodeURIComponent(ticker)}`,
        };
      }),
      quotes_as_of: quotes.asOf,
    };
    return sendJson(reply, answer);
  }
}
