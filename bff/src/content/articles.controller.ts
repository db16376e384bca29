import { BadRequestException, Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { ArticlePage } from '@mc/api/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageLink } from '../calendars/calendar-page.js';
import { ValidQuery } from '../http/valid-body.js';
import { ArticleQuerySchema, type ArticleQueryInput } from './article-query.schema.js';
import { toContentItem, toContentSummary } from './content-json.js';
import { sendJson } from './content-reply.js';
import { ContentSource } from './content-source.js';

/** `GET /api/articles/` (DRF pagination, newest first, tag and ticker filters) and `GET /api/articles/{slug}/`. */
@Controller('api/articles')
export class ArticlesController {
  constructor(private readonly content: ContentSource) {}

  @Get()
  async list(
    @ValidQuery(ArticleQuerySchema) query: ArticleQueryInput,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const { page, page_size: pageSize } = query;
    const list = await this.content.list({
      kinds: ['article'],
      tag: query.tag ?? '',
      ticker: query.ticker ?? '',
      offset: Math.min((page - 1) * pageSize, 2 ** 32 - 1),
      limit: pageSize,
    });
    const pages = Math.max(1, Math.ceil(list.count / pageSize));
    // DRF's words for a page past the last; page 1 of nothing is an empty page.
    if (page > pages) throw new BadRequestException({ page: ['Invalid page.'] });
    const answer: ArticlePage = {
      count: list.count,
      next: page < pages ? pageLink(request.url, page + 1) : null,
      previous: page > 1 ? pageLink(request.url, page - 1) : null,
      results: list.items.map(toContentSummary),
      tags: list.tags.map(({ value, count }) => ({ value, count })),
      tickers: list.tickers.map(({ value, count }) => ({ value, count })),
    };
    return sendJson(reply, answer);
  }

  @Get(':slug')
  async article(@Param('slug') slug: string, @Res() reply: FastifyReply) {
    return sendJson(reply, toContentItem(await this.content.item('article', slug)));
  }
}
