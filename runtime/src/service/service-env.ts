import { env, failFast, loadEnv, type EnvOf, type EnvSpec } from '../config/env.js';
import { checkedNatsCredentials, natsCredentialsEnv, type NatsCredentialsSettings } from '../messaging/nats-connection.js';

/** The validated environment of the running service (its own `<name>Env` type), for `@Inject(SERVICE_ENV)`. */
export const SERVICE_ENV = Symbol('SERVICE_ENV');
/** The service's name (NATS connection and queue group, logs). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** What every service's environment holds; the core reads only these. */
export interface CoreEnv extends NatsCredentialsSettings {
  readonly DATABASE_URL: string;
  readonly NATS_URL: string;
  readonly HTTP_HOST: string;
  readonly HTTP_PORT: number;
}

const coreEnvSpec = (httpPort: number) => ({
  DATABASE_URL: env.url(),
  NATS_URL: env.url('nats://127.0.0.1:4222'),
  HTTP_HOST: env.string('0.0.0.0'),
  /** Health, readiness and metrics (and billing's Stripe webhook); see DESIGN.md §4 for each service's port. */
  HTTP_PORT: env.port(httpPort),
});

/**
 * A service's environment: the variables every service has (database, NATS, HTTP port with the
 * service's default) plus its own, validated once at start-up; a bad one ends the process with one line.
 */
export function loadServiceEnv<S extends EnvSpec>(
  httpPort: number,
  own: S,
  source: NodeJS.ProcessEnv = process.env,
): EnvOf<ReturnType<typeof coreEnvSpec> & S> & NatsCredentialsSettings {
  const loaded = failFast(() => loadEnv({ ...coreEnvSpec(httpPort), ...natsCredentialsEnv, ...own }, source));
  // The credentials are optional in the type: a test's configuration for an open server leaves them out.
  return checkedNatsCredentials(loaded as unknown as EnvOf<ReturnType<typeof coreEnvSpec> & S> & NatsCredentialsSettings);
}
