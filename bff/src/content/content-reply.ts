import { HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInAccount } from '../auth/account.decorator.js';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer.js';

/**
 * DESIGN §8: an answer for a signed-in reader is theirs alone (`no-store`); a public one may be
 * kept but is revalidated with its ETag (`no-cache`, then 304 while it is unchanged).
 */
export const cacheControlFor = (account: SignedInAccount | undefined) => (account ? 'no-store' : 'no-cache');

/** A public JSON answer with its ETag (304 when the client's copy is current), compressed when large. */
export async function sendJson(request: FastifyRequest, reply: FastifyReply, json: unknown, account?: SignedInAccount) {
  return sendPrepared(request, reply, await prepareAnswer(json), cacheControlFor(account));
}

/**
 * An unknown slug: 404 `{"detail": "Not found."}`. Not Nest's NotFoundException, which the
 * exception filter treats as an unknown route (and would answer a 405 for a path with a GET route).
 */
export const notFound = () => new HttpException({ detail: 'Not found.' }, 404);
