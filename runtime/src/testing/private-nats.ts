import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NatsCredentials } from '../messaging/nats-connection.js';
import { NATS_PRINCIPALS, natsPasswordVariable } from '../messaging/nats-permissions.js';
import { testPort } from './test-port.js';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
/** The users and permissions every NATS server of the product runs with (generated, checked in). */
const AUTHORIZATION_CONF = fileURLToPath(new URL('../../../ops/nats/authorization.conf', import.meta.url));

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export interface PrivateNats {
  url: string;
  stop(): Promise<void>;
}

async function startNatsServer(
  fixedPort: number,
  extraArgs: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<PrivateNats> {
  const port = testPort(fixedPort);
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-'));
  const args = [...extraArgs, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const child = spawn(NATS_SERVER, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  // What the server says (it logs to stderr), the last of it kept to explain an early exit.
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 100 && child.exitCode === null && !(await listening(port)); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // Another server on the port would answer for it: a test must not run against that one.
  if (child.exitCode !== null) {
    rmSync(storeDir, { recursive: true, force: true });
    throw new Error(`nats-server on port ${port} exited with code ${child.exitCode}:\n${said}`);
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/**
 * A NATS server with JetStream of a test's own, on loopback, so that a test can stop services
 * (or NATS itself) without touching the machine's shared server. Open: anyone may connect.
 */
export function startPrivateNats(port: number): Promise<PrivateNats> {
  return startNatsServer(port, []);
}

/**
 * A private NATS server run as the product's are: with ops/nats/authorization.conf, each
 * principal's password a random one of this server's. `credentials('identity')` connects as it.
 */
export async function startAuthenticatedNats(
  port: number,
): Promise<PrivateNats & { credentials(principal: string): NatsCredentials }> {
  // A letter first, as NATS_PASSWORD_PATTERN asks: a hex string starting `5e3` reads as a number.
  const passwords = new Map(NATS_PRINCIPALS.map(({ name }) => [name, `p${randomBytes(16).toString('hex')}`]));
  const env = { ...process.env };
  for (const [name, password] of passwords) env[natsPasswordVariable(name)] = password;
  const server = await startNatsServer(port, ['-c', AUTHORIZATION_CONF], env);
  return {
    ...server,
    credentials: (principal) => {
      const pass = passwords.get(principal);
      if (!pass) throw new Error(`${principal} is not a NATS principal (runtime/src/messaging/nats-permissions.ts)`);
      return { user: principal, pass };
    },
  };
}
