import { Controller, Get, Param, Res } from '@nestjs/common';
import type { ContentIndex } from '@mc/api/content';
import type { FastifyReply } from 'fastify';
import { toContentSummary, toSitePage } from './content-json.js';
import { sendJson } from './content-reply.js';
import { ContentSource } from './content-source.js';

/** The site's own pages (about, team, contact-us, privacy-policy, …), and the index of everything published. */
@Controller('api')
export class PagesController {
  constructor(private readonly content: ContentSource) {}

  @Get('pages/:slug')
  async page(@Param('slug') slug: string, @Res() reply: FastifyReply) {
    return sendJson(reply, toSitePage(await this.content.item('page', slug)));
  }

  /** `/strapi-data`: every published item of every kind, newest first. */
  @Get('content')
  async index(@Res() reply: FastifyReply) {
    const list = await this.content.list({});
    return sendJson(reply, { count: list.count, results: list.items.map(toContentSummary) } satisfies ContentIndex);
  }
}
