import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Documents above this size go compressed when the client accepts gzip (DESIGN §8). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A text document for crawlers and feed readers (sitemap, robots.txt, Atom feed): public, kept
 * for five minutes, revalidated with its ETag.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, text: string, contentType: string) {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=300').header('vary', 'Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) return reply.status(304).send();
  reply.header('content-type', contentType);
  if (body.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}
