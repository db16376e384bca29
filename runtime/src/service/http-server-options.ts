import { clientErrorHandler } from './client-errors.js';

/** How long an HTTP server gives a client, in milliseconds. */
export interface HttpTimeouts {
  /** The request line and headers must have arrived within this. */
  headersMs: number;
  /** The whole request, body included; a client that sends it slower is answered 408 and cut off. */
  requestMs: number;
}

/** Headers within 10 s and the whole request within 15 s: bodies are at most 64 KiB. */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 15_000 };

/**
 * Fastify's server options that cut slow and idle clients off, for every HTTP server of the
 * product (the bff's public port, each service's health and webhook port). Node's defaults let a
 * client that sends half a body hold its connection for ever (Fastify's `requestTimeout` is 0).
 * What Node refuses before a request exists is answered by `clientErrorHandler`, with `headers`.
 */
export function httpServerOptions(timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS, headers: Record<string, string> = {}) {
  return {
    clientErrorHandler: clientErrorHandler(headers),
    requestTimeout: timeouts.requestMs,
    // A socket with no traffic at all for a minute: longer than the slowest answer (billing's 30 s RPC).
    connectionTimeout: 60_000,
    // Longer than a proxy's idle upstream connection (nginx ingress: 60 s), so the proxy closes first.
    keepAliveTimeout: 65_000,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
  };
}
