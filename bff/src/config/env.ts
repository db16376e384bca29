import { checkedNatsCredentials, env, failFast, loadEnv, natsCredentialsEnv } from '@mc/runtime';
import { fileURLToPath } from 'node:url';

/** The bff's validated environment; a bad variable ends the process with one line naming it. */
export const bffEnv = () => checkedNatsCredentials(loadBffEnv());

const loadBffEnv = () =>
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
      /** The bff's NATS user and password (ops/nats/authorization.conf); empty on an open server. */
      ...natsCredentialsEnv,
      REDIS_URL: env.url('redis://127.0.0.1:6379'),
      /** Every Redis key of the bff starts so: the product's `mc:` space; a test run sharing the Redis sets its own. */
      REDIS_KEY_PREFIX: env.string('mc:'),
      /** How long an authenticated token is remembered (0: ask identity on every request), and how many at most. */
      AUTH_CACHE_TTL_MS: env.integer(60_000, 0),
      AUTH_CACHE_MAX_ENTRIES: env.integer(50_000, 1),
      /** A logout or password reset answers once identity's event has reached this replica, or after this long. */
      AUTH_CHANGE_WAIT_MS: env.integer(2_000, 0),
      /** How long a subscriber's subscription details are kept at most (0: ask billing every time), and for how many. */
      SUBSCRIPTION_DETAILS_CACHE_TTL_MS: env.integer(10 * 60_000, 0),
      SUBSCRIPTION_DETAILS_CACHE_MAX_ENTRIES: env.integer(50_000, 1),
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
      /**
       * Sign-in counts failed attempts only: per (account, client address) pair and per client address,
       * `<free failures>/<how long they are remembered after the last one>`. Past them, each attempt
       * waits THROTTLE_LOGIN_BACKOFF_MS, then twice that after each further failure, at most the max.
       */
      THROTTLE_LOGIN_FAILURES_PER_PAIR: env.string('5/hour'),
      THROTTLE_LOGIN_FAILURES_PER_CLIENT: env.string('20/hour'),
      THROTTLE_LOGIN_BACKOFF_MS: env.integer(1_000, 1),
      THROTTLE_LOGIN_BACKOFF_MAX_MS: env.integer(900_000, 1),
      /** Sign-ups per client address (Djoser's "already exists" answer must not test addresses fast). */
      THROTTLE_REGISTER_PER_CLIENT: env.string('20/hour'),
      /** The older sign-up's registration cookie: how long POST /subscribe/ may use it. */
      SIGNUP_COOKIE_TTL_SECONDS: env.integer(1_800, 1),
      THROTTLE_RESET_PER_CLIENT: env.string('20/hour'),
      THROTTLE_RESET_PER_ACCOUNT: env.string('5/hour'),
      /** The web client's page-view reports, per client address. */
      THROTTLE_PAGE_VIEWS_PER_CLIENT: env.string('120/minute'),
      /** The header search's suggestions (one request per pause in typing), per client address. */
      THROTTLE_COMPANY_SEARCH_PER_CLIENT: env.string('300/minute'),
      /** Trial-eligibility checks (each reads a card at Stripe; open to visitors), per client address. */
      THROTTLE_TRIAL_ELIGIBILITY_PER_CLIENT: env.string('60/hour'),
      /** The contact form, per client address and per sender's address. */
      THROTTLE_CONTACT_PER_CLIENT: env.string('10/hour'),
      THROTTLE_CONTACT_PER_ACCOUNT: env.string('5/hour'),
      /** Newsletter sign-ups, per client address and per subscribed address. */
      THROTTLE_NEWSLETTER_PER_CLIENT: env.string('20/hour'),
      THROTTLE_NEWSLETTER_PER_ACCOUNT: env.string('5/hour'),
      /**
       * Private calendar feeds (`/ics/{token}.ics`), per client address (a calendar service such as
       * Google's fetches many users' feeds from few addresses: generous) and per feed token (apps poll hourly).
       */
      THROTTLE_CALENDAR_FEED_PER_CLIENT: env.string('3000/hour'),
      THROTTLE_CALENDAR_FEED_PER_TOKEN: env.string('120/hour'),
      /** The site's public address, for the absolute links of /sitemap.xml, /robots.txt and the Atom feed. */
      SITE_URL: env.url('http://localhost:8080'),
      /** The collector traces go to (the runtime's tracing reads it too); without one the bff makes no per-request spans. */
      OTEL_EXPORTER_OTLP_ENDPOINT: env.string(''),
      /** Origins added to the CSP, e.g. the Stripe emulator's in local development. */
      CSP_EXTRA_SOURCES: env.list([]),
    }),
  );

export type BffEnv = ReturnType<typeof bffEnv>;
export const BFF_ENV = Symbol('BFF_ENV');
