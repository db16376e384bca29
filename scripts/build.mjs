#!/usr/bin/env node
// Builds everything `npm start` and the tests run: contracts, Prisma clients, every backend
// workspace (swc) and the web app (Vite). Steps run in order; the first failure stops the build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const services = readdirSync(join(root, 'services'), { withFileTypes: true })
  // A folder becomes a service once it has an entry point (a new one is built in steps).
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'services', entry.name, 'src/main.ts')))
  .map((entry) => `services/${entry.name}`);
const swc = (workspace, sources = ['src']) => [
  bin('swc'),
  // src/ is flattened into dist/; other folders keep their names (test/dist/emulators).
  [
    ...sources,
    '-d',
    'dist',
    ...(sources[0] === 'src' ? ['--strip-leading-paths'] : []),
    '--config-file',
    join(root, '.swcrc'),
    '--quiet',
  ],
  join(root, workspace),
];

const steps = [
  ['contracts', bin('buf'), ['generate'], join(root, 'proto')],
  ['proto', ...swc('proto')],
  ['api', ...swc('api')],
  ['market-time', ...swc('market-time')],
  ['runtime', ...swc('runtime')],
  ...services.flatMap((service) => [
    [`${service} prisma client`, process.execPath, [join(root, 'scripts/prisma.mjs'), 'generate', service], root],
    [service, ...swc(service)],
  ]),
  ['bff', ...swc('bff')],
  ['emulators', ...swc('test', ['emulators'])],
  ['web', bin('vite'), ['build', '--logLevel', 'warn'], join(root, 'web')],
];

const only = process.argv.includes('--backend') ? steps.filter(([name]) => name !== 'web') : steps;
for (const [name, command, args, cwd] of only) {
  const started = Date.now();
  try {
    execFileSync(command, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      // buf finds its protoc-gen-es plugin on the PATH.
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
    });
  } catch {
    console.error(`build failed at: ${name}`);
    process.exit(1);
  }
  console.log(`built ${name} (${Date.now() - started} ms)`);
}
