import type { FastifyReply } from 'fastify';

/**
 * A text document for crawlers and feed readers (sitemap, robots.txt, Atom feed): public and kept
 * for five minutes. Its ETag, 304 and compression come from the bff's answer encoding, as for JSON.
 */
export function sendDocument(reply: FastifyReply, text: string, contentType: string) {
  return reply.header('cache-control', 'public, max-age=300').header('content-type', contentType).send(text);
}
