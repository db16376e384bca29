import type { FastifyInstance } from 'fastify';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const TRADINGVIEW = {
  script: ['https://s3.tradingview.com'],
  frame: [
    'https://s.tradingview.com',
    'https://www.tradingview.com',
    'https://www.tradingview-widget.com',
    'https://s.tradingview-widget.com',
  ],
};

/**
 * The product's own origin plus Stripe's and TradingView's, nothing else. `extraSources` adds
 * the local emulators' origins when the configuration points at them.
 */
export function contentSecurityPolicy(extraSources: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script, ...TRADINGVIEW.script, ...extraSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE.connect, ...extraSources],
    'frame-src': [...STRIPE.frame, ...TRADINGVIEW.frame, ...extraSources],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...extraSources],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy of every answer that is not a page (JSON, CSV, calendar feeds, the web app's
 * scripts and images): data, which a browser opened directly must not run or load anything
 * from, and no page may frame. 48 bytes instead of the page's ~900, on every API answer.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer of the bff carries, its refusals at the connection level included. */
export interface SecurityHeaders {
  /** On the web app's pages (HTML): a policy allowing the product's origin, Stripe's and TradingView's. */
  readonly page: Record<string, string>;
  /** On every other answer: the same headers, with a policy that allows nothing (DATA_POLICY). */
  readonly data: Record<string, string>;
}

export function securityHeaders(extraSources: string[]): SecurityHeaders {
  const others = {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  return {
    page: { 'Content-Security-Policy': contentSecurityPolicy(extraSources), ...others },
    data: { 'Content-Security-Policy': DATA_POLICY, ...others },
  };
}

/**
 * Whether an answer may be a page: it says it is HTML, or says nothing (a 304 of a page updates the
 * headers the browser keeps for it, so it must not narrow the page's policy).
 */
function mayBePage(contentType: unknown): boolean {
  return typeof contentType !== 'string' || contentType.startsWith('text/html');
}

export function installSecurityHeaders(fastify: FastifyInstance, headers: SecurityHeaders): void {
  // Callback style: an async hook costs every answer a promise (a tenth of the fastest answer's time).
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(mayBePage(reply.getHeader('content-type')) ? headers.page : headers.data);
    done(null, payload);
  });
}
