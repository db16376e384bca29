#!/usr/bin/env node
// `npm start`: the whole product locally on the default ports (DESIGN.md §4), with the
// emulators standing in for Stripe, the market-data provider and mail. Ctrl-C stops it all.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';

const root = resolve(import.meta.dirname, '..');
await requireInfrastructure();
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

const { startStack, DEV_PORTS } = await import(join(root, 'test/dist/support/stack.js'));
const colours = { mail: 35, identity: 36, bff: 32 };
const log = (name, line) => process.stdout.write(`\x1b[${colours[name] ?? 33}m${name.padEnd(10)}\x1b[0m ${line}\n`);

const stack = await startStack({ ports: DEV_PORTS, databasePrefix: '', ...infrastructure, log }).catch((error) => {
  console.error(`could not start: ${error.message}`);
  process.exit(1);
});

console.log(`
  Market Catalysts is running.
    web app and API   http://localhost:${DEV_PORTS.bff}
    mail (emulator)   http://localhost:${DEV_PORTS.mailHttp}   (SMTP on ${DEV_PORTS.smtp})
    identity health   http://localhost:${DEV_PORTS.identity}/readyz   metrics: /metrics
  Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const running of stack.processes) {
  running.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${running.spec.name} stopped unexpectedly (exit code ${code}); stopping everything.`);
      void shutdown();
    }
  });
}
