import { HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { SignedInAccount } from '../auth/account.decorator.js';
import { cacheControlFor, sendPrepared } from '../http/prepared-answer.js';

/** A JSON answer with its ETag (304 when the client's copy is current), compressed when large; sent once, so a string. */
export function sendJson(reply: FastifyReply, json: unknown, account?: SignedInAccount) {
  return sendPrepared(reply, JSON.stringify(json), cacheControlFor(account));
}

/**
 * An unknown slug: 404 `{"detail": "Not found."}`. Not Nest's NotFoundException, which the
 * exception filter treats as an unknown route (and would answer a 405 for a path with a GET route).
 */
export const notFound = () => new HttpException({ detail: 'Not found.' }, 404);
