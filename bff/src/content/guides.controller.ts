import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { GuideList } from '@mc/proto/api/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toContentItem, toContentSummary } from './content-json.js';
import { sendJson } from './content-reply.js';
import { ContentSource } from './content-source.js';

/** `GET /api/guides/` (every guide, for /resources, in title order) and `GET /api/guides/{slug}/`. */
@Controller('api/guides')
export class GuidesController {
  constructor(private readonly content: ContentSource) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const list = await this.content.list({ kinds: ['guide'] });
    const results = list.items.map(toContentSummary).sort((a, b) => a.title.localeCompare(b.title));
    return sendJson(request, reply, { results } satisfies GuideList);
  }

  @Get(':slug')
  async guide(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendJson(request, reply, toContentItem(await this.content.item('guide', slug)));
  }
}
