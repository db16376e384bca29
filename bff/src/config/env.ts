import { env, failFast, loadEnv } from '@mc/runtime';
import { fileURLToPath } from 'node:url';

export const bffEnv = () =>
  failFast(() =>
    loadEnv({
      HTTP_HOST: env.string('0.0.0.0'),
      HTTP_PORT: env.port(8080),
      NATS_URL: env.url('nats://127.0.0.1:4222'),
      REDIS_URL: env.url('redis://127.0.0.1:6379'),
      /** How long the bff waits for a service before answering 503. */
      RPC_TIMEOUT_MS: env.integer(3000, 1),
      BILLING_RPC_TIMEOUT_MS: env.integer(30_000, 1),
      WEB_DIST: env.string(fileURLToPath(new URL('../../../web/dist', import.meta.url))),
      /** Behind a load balancer, take the client address from X-Forwarded-For. */
      TRUST_PROXY: env.boolean(false),
      /** DRF-style rates, `<count>/<second|minute|hour|day>`. */
      THROTTLE_LOGIN_PER_CLIENT: env.string('30/minute'),
      THROTTLE_LOGIN_PER_ACCOUNT: env.string('10/minute'),
      THROTTLE_RESET_PER_CLIENT: env.string('20/hour'),
      THROTTLE_RESET_PER_ACCOUNT: env.string('5/hour'),
      /** Origins added to the CSP, e.g. the Stripe emulator's in local development. */
      CSP_EXTRA_SOURCES: env.list([]),
    }),
  );

export type BffEnv = ReturnType<typeof bffEnv>;
export const BFF_ENV = Symbol('BFF_ENV');
