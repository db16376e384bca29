import { env, failFast, loadEnv } from '@mc/runtime';
import { fileURLToPath } from 'node:url';

export const bffEnv = () =>
  failFast(() =>
    loadEnv({
      HTTP_HOST: env.string('0.0.0.0'),
      HTTP_PORT: env.port(8080),
      /** /metrics, /healthz and /readyz, on a port of their own that the ingress does not expose. */
      METRICS_PORT: env.port(9080),
      /** A client must have sent its headers, and its whole request, within these (then 408 and the connection closed). */
      HTTP_HEADERS_TIMEOUT_MS: env.integer(10_000, 100),
      HTTP_REQUEST_TIMEOUT_MS: env.integer(15_000, 100),
      NATS_URL: env.url('nats://127.0.0.1:4222'),
      REDIS_URL: env.url('redis://127.0.0.1:6379'),
      /** Every Redis key of the bff starts so: the product's `mc:` space; a test run sharing the Redis sets its own. */
      REDIS_KEY_PREFIX: env.string('mc:'),
      /** How long the bff waits for a service before answering 503. */
      RPC_TIMEOUT_MS: env.integer(3000, 1),
      BILLING_RPC_TIMEOUT_MS: env.integer(30_000, 1),
      /** The briefing preview reads the catalysts and content services (with retries) before newsletter answers. */
      NEWSLETTER_RPC_TIMEOUT_MS: env.integer(20_000, 1),
      /** `Authorization: Bearer <this>` opens GET /api/newsletter/briefing/preview; empty turns the preview off. */
      NEWSLETTER_OPERATOR_TOKEN: env.string(''),
      WEB_DIST: env.string(fileURLToPath(new URL('../../../web/dist', import.meta.url))),
      /** Behind a load balancer, take the client address from X-Forwarded-For. */
      TRUST_PROXY: env.boolean(false),
      /** DRF-style rates, `<count>/<second|minute|hour|day>`. */
      THROTTLE_LOGIN_PER_CLIENT: env.string('30/minute'),
      THROTTLE_LOGIN_PER_ACCOUNT: env.string('10/minute'),
      THROTTLE_RESET_PER_CLIENT: env.string('20/hour'),
      THROTTLE_RESET_PER_ACCOUNT: env.string('5/hour'),
      /** The web client's page-view reports, per client address. */
      THROTTLE_PAGE_VIEWS_PER_CLIENT: env.string('120/minute'),
      /** The contact form, per client address and per sender's address. */
      THROTTLE_CONTACT_PER_CLIENT: env.string('10/hour'),
      THROTTLE_CONTACT_PER_ACCOUNT: env.string('5/hour'),
      /** Newsletter sign-ups, per client address and per subscribed address. */
      THROTTLE_NEWSLETTER_PER_CLIENT: env.string('20/hour'),
      THROTTLE_NEWSLETTER_PER_ACCOUNT: env.string('5/hour'),
      /** The site's public address, for the absolute links of /sitemap.xml, /robots.txt and the Atom feed. */
      SITE_URL: env.url('http://localhost:8080'),
      /** Origins added to the CSP, e.g. the Stripe emulator's in local development. */
      CSP_EXTRA_SOURCES: env.list([]),
    }),
  );

export type BffEnv = ReturnType<typeof bffEnv>;
export const BFF_ENV = Symbol('BFF_ENV');
