import { httpServerOptions } from '@mc/runtime';
import type { BffEnv } from '../config/env.js';
import { frameworkErrors } from './framework-errors.js';
import { BODY_LIMIT_BYTES } from './json-body.js';
import { securityHeaders } from './security-headers.js';

type ServerSettings = Pick<BffEnv, 'TRUST_PROXY' | 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'CSP_EXTRA_SOURCES'>;

/** The public port's Fastify options: body limit, slow-client timeouts, and DRF-shaped refusals of what never reaches a route. */
export function bffServerOptions(config: ServerSettings) {
  // Both answer in JSON: data, not a page.
  const headers = securityHeaders(config.CSP_EXTRA_SOURCES).data;
  return {
    ...httpServerOptions(
      {
        // Node refuses a headers timeout longer than the request's.
        headersMs: Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS),
        requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
      },
      headers,
    ),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Djoser's paths end in a slash; accept them with or without it.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(headers),
  };
}
