import type { ConnectionOptions } from '@nats-io/transport-node';
import { env, EnvError, failFast } from '../config/env.js';

/**
 * Who a process is on NATS: one user per principal of ops/nats/authorization.conf (the service's
 * name, or `bff`), whose permissions say what it may publish and subscribe. Absent on an open
 * server (local development, `npm start`, tests without their own authenticated server).
 */
export interface NatsCredentials {
  readonly user: string;
  readonly pass: string;
}

/** The variables naming the credentials; both empty means an open server. */
export const natsCredentialsEnv = {
  NATS_USER: env.string(''),
  NATS_PASSWORD: env.string(''),
};

/** The variables as loaded: the process's NATS user and password, both empty or absent on an open server. */
export interface NatsCredentialsSettings {
  readonly NATS_USER?: string;
  readonly NATS_PASSWORD?: string;
}

/**
 * What a NATS password may be. nats-server reads `$NATS_PASSWORD_<APP>` in its configuration as a
 * configuration value, not as text: one that begins with a digit can read as a number (`5e3…`
 * stops the server, `123` is no password), and a space ends it. A letter first, then letters,
 * digits, `-` and `_`, at least 16 of them (e.g. `p$(openssl rand -hex 24)`), is always read as
 * the text it is.
 */
export const NATS_PASSWORD_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{15,}$/;

/** The credentials the settings give, or undefined for an open server; one without the other is a configuration error. */
export function natsCredentialsOf({ NATS_USER = '', NATS_PASSWORD = '' }: NatsCredentialsSettings): NatsCredentials | undefined {
  if (!NATS_USER && !NATS_PASSWORD) return undefined;
  if (!NATS_USER) throw new EnvError('NATS_USER is required when NATS_PASSWORD is set (the principal it is the password of)');
  if (!NATS_PASSWORD) throw new EnvError(`NATS_PASSWORD is required when NATS_USER is set (the password of ${NATS_USER})`);
  if (!NATS_PASSWORD_PATTERN.test(NATS_PASSWORD))
    throw new EnvError(
      'NATS_PASSWORD must be a letter then at least 15 letters, digits, - or _ (nats-server reads it as a configuration value)',
    );
  return { user: NATS_USER, pass: NATS_PASSWORD };
}

/** Checks the credential variables of loaded settings at start-up (one line and exit when they do not pair) and hands them on. */
export function checkedNatsCredentials<S extends NatsCredentialsSettings>(settings: S): S {
  failFast(() => natsCredentialsOf(settings));
  return settings;
}

/** Replies to a principal's requests come to its own inboxes, which no other principal may subscribe to. */
export const natsInboxPrefix = (user: string) => `_INBOX_${user}`;

/**
 * The options of every connection the product opens to NATS (RPC servers and clients, JetStream):
 * reconnecting forever, so a NATS restart is survived, and authenticated when credentials are given.
 */
export function natsConnectionOptions(natsUrl: string, name: string, credentials?: NatsCredentials): ConnectionOptions {
  return {
    servers: [natsUrl],
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    ...(credentials && { user: credentials.user, pass: credentials.pass, inboxPrefix: natsInboxPrefix(credentials.user) }),
  };
}
