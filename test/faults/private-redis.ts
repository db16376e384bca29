// A Redis server of a fault test's own: Debian's redis-server on a loopback port, with nothing
// saved to disk (a restart comes back empty, as a Redis pod without persistence does). The test
// can kill it and start it again; the machine's shared Redis is never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Whether Debian's redis-server is installed here. */
export const redisServerInstalled = existsSync(REDIS_SERVER);

export interface PrivateRedis {
  url: string;
  /** SIGKILL: what a crashed Redis pod or lost node looks like to its clients. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
  });

export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  const start = async () => {
    if (await answersPing(port)) throw new Error(`something already answers on 127.0.0.1:${port}`);
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start, stop: kill };
}
