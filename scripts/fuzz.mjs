#!/usr/bin/env node
// `npm run fuzz -- --requests 20000 [--seed 7]`: the fuzz suite of issue 12 (test/fuzz) alone,
// against the end-to-end stack `npm test` starts, with that many requests to every endpoint of the
// bff and to billing's Stripe webhook: every deterministic case once, then seeded random variations
// of the same classes. `npm test` runs the same suite with the deterministic cases only.
import './node24.mjs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const requests = option('--requests', '20000');
const seed = option('--seed', String(Date.now() % 1_000_000));
for (const [name, value] of [
  ['--requests', requests],
  ['--seed', seed],
])
  if (!/^\d+$/.test(value ?? '')) {
    console.error(`${name} takes a whole number, e.g. npm run fuzz -- --requests 20000 --seed 7`);
    process.exit(2);
  }

// The seed is printed so that a failing run can be repeated exactly.
console.log(`fuzz: ${requests} requests, seed ${seed}`);
const result = spawnSync(process.execPath, [join(root, 'scripts/test.mjs'), '--only', 'e2e', 'test/fuzz/'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_REQUESTS: requests, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
