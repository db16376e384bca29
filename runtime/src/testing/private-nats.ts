import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * A NATS server with JetStream of a test's own, on loopback, so that a test can stop services
 * (or NATS itself) without touching the machine's shared server.
 */
export async function startPrivateNats(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-'));
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 100 && !(await listening(port)); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
