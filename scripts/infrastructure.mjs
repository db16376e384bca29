// The machine's PostgreSQL, Redis and NATS, from DATABASE_URL-style variables with local defaults.
import { connect } from 'node:net';

export const infrastructure = {
  postgresUrl: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
};

const HOW_TO_START = {
  PostgreSQL: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  Redis: 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
  NATS: 'nats-server -a 127.0.0.1 -p 4222 -js &   (JetStream must be on)',
};

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** Exits with a clear message when PostgreSQL, Redis or NATS cannot be reached. */
export async function requireInfrastructure() {
  const checks = [
    ['PostgreSQL', infrastructure.postgresUrl],
    ['Redis', infrastructure.redisUrl],
    ['NATS', infrastructure.natsUrl],
  ];
  const missing = [];
  for (const [name, url] of checks) if (!(await reachable(url))) missing.push([name, url]);
  if (missing.length) {
    for (const [name, url] of missing)
      console.error(`${name} is not reachable at ${url}. Start it with:\n  ${HOW_TO_START[name]}`);
    process.exit(1);
  }
}
