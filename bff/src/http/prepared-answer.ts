import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialized once. Sent again and again as the same Buffer, the bff's answer
 * encoding (http/answer-encoding.ts) hashes its ETag and compresses it only once.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
}

export async function prepareAnswer(json: unknown): Promise<PreparedAnswer> {
  return { body: Buffer.from(JSON.stringify(json)) };
}

/**
 * Writes a prepared answer; answer-encoding adds the ETag and 304 (public answers) and Brotli or
 * gzip. `cacheControl` says who may keep it; the answer depends on who asks, hence `Vary`.
 */
export function sendPrepared(_request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, cacheControl: string) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'Authorization')
    .send(answer.body);
}
