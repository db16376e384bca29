import type { FastifyReply } from 'fastify';
import type { SignedInAccount } from '../auth/signed-in-account.js';

/**
 * A JSON answer serialized once. Sent again and again as the same Buffer, the bff's answer
 * encoding (http/answer-encoding.ts) hashes its ETag and compresses it only once.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
}

export function prepareAnswer(json: unknown): PreparedAnswer {
  return preparedFrom(JSON.stringify(json));
}

export const preparedFrom = (serialized: string): PreparedAnswer => ({ body: Buffer.from(serialized) });

/**
 * An answer's JSON: prepared when it is kept and sent again, its string when it is sent once. The
 * string is written as it is and leaves nothing behind, where a Buffer above 4 KiB is memory of its
 * own outside V8's heap, freed only when a collection finds it.
 */
export type JsonAnswer = PreparedAnswer | string;

/**
 * DESIGN §8: an answer for a signed-in reader is theirs alone (`no-store`); a public one may be
 * kept but is revalidated with its ETag (`no-cache`, then 304 while it is unchanged).
 */
export const cacheControlFor = (account: SignedInAccount | undefined) => (account ? 'no-store' : 'no-cache');

/**
 * Writes a prepared answer; answer-encoding adds the ETag and 304 (public answers) and Brotli or
 * gzip. `cacheControl` says who may keep it; the answer depends on who asks, hence `Vary`.
 */
export function sendPrepared(reply: FastifyReply, answer: JsonAnswer, cacheControl: string) {
  return reply
    .header('content-type', PREPARED_TYPE)
    .header('cache-control', cacheControl)
    .header('vary', PREPARED_VARY)
    .send(typeof answer === 'string' ? answer : answer.body);
}

export const PREPARED_TYPE = 'application/json; charset=utf-8';
/** Who asks decides what a prepared answer holds (a preview or the whole calendar). */
export const PREPARED_VARY = 'Authorization';
