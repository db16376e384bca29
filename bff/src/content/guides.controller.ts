import { Controller, Get, Param, Res } from '@nestjs/common';
import type { GuideList } from '@mc/api/content';
import type { FastifyReply } from 'fastify';
import { toContentItem, toContentSummary } from './content-json.js';
import { sendJson } from './content-reply.js';
import { ContentSource } from './content-source.js';

/** `GET /api/guides/` (every guide, for /resources, in title order) and `GET /api/guides/{slug}/`. */
@Controller('api/guides')
export class GuidesController {
  constructor(private readonly content: ContentSource) {}

  @Get()
  async list(@Res() reply: FastifyReply) {
    const list = await this.content.list({ kinds: ['guide'] });
    const results = list.items.map(toContentSummary).sort((a, b) => a.title.localeCompare(b.title));
    return sendJson(reply, { results } satisfies GuideList);
  }

  @Get(':slug')
  async guide(@Param('slug') slug: string, @Res() reply: FastifyReply) {
    return sendJson(reply, toContentItem(await this.content.item('guide', slug)));
  }
}
