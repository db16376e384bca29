import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Account, type SignedInAccount } from '../../auth/account.decorator.js';
import { MaybeSignedIn } from '../../auth/signed-in.guard.js';
import { cacheControlFor, sendPrepared } from '../../http/prepared-answer.js';
import { notFound } from '../content-reply.js';
import { PortfolioAnswers } from './portfolio-answers.js';

/**
 * `GET /api/portfolios/` and `GET /api/portfolios/{slug}/` (issue 9 §1): subscribers see every
 * row, anyone else the first 10 with `"access": "preview"` and the total count.
 */
@Controller('api/portfolios')
export class PortfoliosController {
  constructor(private readonly answers: PortfolioAnswers) {}

  @Get()
  async list(@Res() reply: FastifyReply) {
    return sendPrepared(reply, await this.answers.list(), cacheControlFor(undefined));
  }

  @Get(':slug')
  @MaybeSignedIn()
  async detail(@Param('slug') slug: string, @Account() account: SignedInAccount | undefined, @Res() reply: FastifyReply) {
    const answer = await this.answers.detail(slug, account?.subscriber ? 'full' : 'preview');
    if (!answer) throw notFound();
    return sendPrepared(reply, answer, cacheControlFor(account));
  }
}
