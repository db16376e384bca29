// Run by `npm test` once the end-to-end stage has stopped the stack (MC_TEST_KIND=after-e2e): the
// product's processes must not have logged a password, token, card number or key the run used.
// Findings name the line and the kind, never the value.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverApps, inRepo, readRepoFile } from '../manifests/repo.js';
import { linesWithRequestId, recordedProbes } from './request-id-probe.js';
import { findSecrets, passwordsIn } from './secret-scan.js';

const logFile = process.env.E2E_STACK_LOG ?? inRepo('.run/e2e-stack.log');
const processes = new Set(discoverApps().map(({ name }) => name));

/** Every TypeScript source of test/ (not its build): where the runs' passwords are written. */
function testSources(dir = inRepo('test')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ['dist', 'node_modules'].includes(entry.name) ? [] : testSources(join(dir, entry.name));
    return entry.name.endsWith('.ts') ? [readFileSync(join(dir, entry.name), 'utf8')] : [];
  });
}

/** The secrets scripts/stack.mjs hands the test stack (RESET_TOKEN_SECRET and the like). */
const stackSecrets = () =>
  [...readRepoFile('scripts/stack.mjs').matchAll(/[A-Z_]*SECRET[A-Z_]*:\s*'([^']{8,})'/g)].map(([, value]) => value);

describe(`the end-to-end run's log (${logFile})`, () => {
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const known = [...new Set([...testSources().flatMap(passwordsIn), ...stackSecrets()])];

  it('holds lines of every app of the product (a scan of nothing proves nothing)', () => {
    const writers = new Set(log.split('\n').map((line) => line.slice(0, line.indexOf(' '))));
    expect([...processes].filter((name) => !writers.has(name))).toEqual([]);
    expect(known.length).toBeGreaterThan(3);
  });

  it('carries no password, API or reset token, card number, Stripe key or webhook secret', () => {
    const findings = findSecrets(log, processes, known).map(
      ({ line, process, kind, excerpt }) => `line ${line}, ${process}: ${kind} (${excerpt})`,
    );
    expect(findings).toEqual([]);
  });

  // Only when request-id.e2e-spec.ts ran in this end-to-end stage (a pattern may have left it out).
  const probes = recordedProbes(log);
  (probes.length ? it : it.skip)('carries the X-Request-Id the bff answered on the lines of the services it called', () => {
    const missing = probes.filter(({ requestId, line }) => !linesWithRequestId(log, requestId).includes(line));
    expect(missing).toEqual([]);
  });
});
