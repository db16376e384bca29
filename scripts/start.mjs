#!/usr/bin/env node
// `npm start`: the whole product locally on the default ports (DESIGN.md §4), with the
// emulators standing in for Stripe, the market-data provider and mail. Ctrl-C stops it all.
import './node24.mjs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';
import { DEV_PORTS, SERVICES, startStack } from './stack.mjs';

const root = resolve(import.meta.dirname, '..');
await requireInfrastructure();
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

const colours = {
  supervisor: 31,
  mail: 35,
  stripe: 34,
  'market-data': 34,
  bff: 32,
  ...Object.fromEntries(SERVICES.map((s) => [s.name, 36])),
};
const log = (name, line) => process.stdout.write(`\x1b[${colours[name] ?? 33}m${name.padEnd(10)}\x1b[0m ${line}\n`);

// Real third parties replace their emulators when their variables are set (README).
const { env } = process;
const thirdParties = {
  stripe:
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : undefined,
  marketData:
    env.MARKET_DATA_URL && env.MARKET_DATA_API_KEY ? { url: env.MARKET_DATA_URL, apiKey: env.MARKET_DATA_API_KEY } : undefined,
  smtpUrl: env.SMTP_URL,
};

// The product's own databases (`identity`, …) and Redis key space (the services' default `mc:`).
const stack = await startStack({
  ports: DEV_PORTS,
  databasePrefix: '',
  keyPrefix: null,
  ...infrastructure,
  thirdParties,
  log,
  detached: true,
  // Everything has stopped already: say which process and why, and end.
  onGiveUp: (message) => {
    console.error(message);
    process.exit(1);
  },
}).catch((error) => {
  console.error(`could not start: ${error.message}`);
  process.exit(1);
});

const running = (name) => stack.processes.some((process) => process.spec.name === name);
console.log(`
  Market Catalysts is running.
    web app and API         http://localhost:${DEV_PORTS.bff}
    health and metrics      ${stack.processes
      .filter((running) => SERVICES.some((service) => service.name === running.spec.name))
      .map((running) => `${running.spec.name} :${DEV_PORTS[running.spec.name]}`)
      .join('  ')}  (/readyz, /metrics)
    mail                    ${running('mail') ? `emulator: http://localhost:${DEV_PORTS.mailHttp} (SMTP on ${DEV_PORTS.smtp})` : env.SMTP_URL}
    Stripe                  ${running('stripe') ? `emulator: http://localhost:${DEV_PORTS.stripe} (test cards: 4242 4242 4242 4242, …)` : 'real Stripe (STRIPE_* keys)'}
    market data             ${running('market-data') ? `emulator: http://localhost:${DEV_PORTS.marketData}` : env.MARKET_DATA_URL}
  Press Ctrl-C to stop.
`);

// A process that exits unexpectedly is restarted by its supervisor (scripts/supervisor.mjs), which
// logs each restart under `supervisor`; Ctrl-C and SIGTERM stop everything, the bff first.
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await stack.stop();
  process.exit(0);
};
// The processes are out of the terminal's reach (`detached`): every way this one is told to stop
// stops them, and a second Ctrl-C does not leave them running without it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
