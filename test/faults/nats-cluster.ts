// A three-node NATS cluster with JetStream of a fault test's own: nats-server processes on
// loopback ports, each with its store in a temporary folder, that the test can kill and restart.
// The machine's shared server is never touched. Same topology as k8s/components/nats-cluster and
// docker-compose's `cluster` profile: every node routes to all three.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface NatsNode {
  name: string;
  url: string;
}

export interface NatsCluster {
  /** Each node's client URL; a client given one learns the others from it, as from a Service. */
  nodes: NatsNode[];
  /** SIGKILL: no lame-duck, no flush, as a crashed pod or lost machine. */
  kill(name: string): Promise<void>;
  /** Starts a killed node again on its own store, as a StatefulSet's pod comes back. */
  restart(name: string): Promise<void>;
  /** Waits until JetStream answers with a meta leader (a quorum of nodes is up). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Client ports `basePort`, +1, +2; cluster ports +10…; monitoring ports +20…. */
export async function startNatsCluster(basePort: number): Promise<NatsCluster> {
  const root = mkdtempSync(join(tmpdir(), 'nats-cluster-'));
  const nodes = [0, 1, 2].map((index) => ({
    name: `n${index + 1}`,
    port: basePort + index,
    clusterPort: basePort + 10 + index,
    monitorPort: basePort + 20 + index,
    storeDir: join(root, `n${index + 1}`),
  }));
  const routes = nodes.map(({ clusterPort }) => `nats://127.0.0.1:${clusterPort}`).join(',');
  const running = new Map<string, { child: ChildProcess; exited: Promise<unknown> }>();

  const start = async (name: string) => {
    const node = nodes.find((candidate) => candidate.name === name)!;
    const child = spawn(
      NATS_SERVER,
      [
        ...['-a', '127.0.0.1', '-p', String(node.port), '-m', String(node.monitorPort)],
        ...['-js', '-sd', node.storeDir, '--server_name', node.name],
        ...['--cluster_name', 'mc-faults', '--cluster', `nats://127.0.0.1:${node.clusterPort}`, '--routes', routes],
      ],
      { stdio: 'ignore' },
    );
    running.set(name, { child, exited: new Promise((resolve) => child.once('exit', resolve)) });
    for (let attempt = 0; attempt < 100 && !(await listening(node.port)); attempt++) await sleep(100);
  };

  const cluster: NatsCluster = {
    nodes: nodes.map(({ name, port }) => ({ name, url: `nats://127.0.0.1:${port}` })),
    async kill(name) {
      const process = running.get(name);
      if (!process) return;
      running.delete(name);
      process.child.kill('SIGKILL');
      await process.exited;
    },
    async restart(name) {
      if (!running.has(name)) await start(name);
    },
    async ready(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const alive = nodes.filter(({ name }) => running.has(name));
        const nc = await connect({ servers: alive.map(({ port }) => `nats://127.0.0.1:${port}`), timeout: 1_000 }).catch(
          () => undefined,
        );
        try {
          const answered = await jetstreamManager(nc!, { timeout: 1_000 }).then(
            (jsm) => jsm.getAccountInfo().then(() => true),
            () => false,
          );
          if (nc && answered) return;
        } finally {
          await nc?.close();
        }
        if (Date.now() > deadline) throw new Error(`the NATS cluster had no JetStream leader within ${timeoutMs} ms`);
        await sleep(250);
      }
    },
    async stop() {
      for (const name of [...running.keys()]) await cluster.kill(name);
      rmSync(root, { recursive: true, force: true });
    },
  };
  await Promise.all(nodes.map(({ name }) => start(name)));
  return cluster;
}
