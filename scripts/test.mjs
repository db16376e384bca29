#!/usr/bin/env node
// `npm test`: every check and every test, ending with one line `N passed, M failed`.
//   build          contracts, Prisma clients, every workspace (type-checking needs the generated code)
//   static checks  lint + format, type-check, contract lint and breaking-change check
//   unit           *.spec.ts(x) beside the code
//   integration    *.int-spec.ts against the machine's PostgreSQL, Redis and NATS
//   end to end     *.e2e-spec.ts against the whole product started on the test ports
// `npm test -- --only unit` (or int, e2e, static) runs one level; words after it pick test files
// (`npm test -- --only e2e isolation`), as Jest's path patterns.
import './node24.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { requireDebianPackage, unpackDebianExecutable } from './debian-package.mjs';
import { infrastructure, requireInfrastructure } from './infrastructure.mjs';
import { removeStackData, startStack, TEST_PORTS } from './stack.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (level) => !only || only === level;
const testPatterns = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--only');
// Before anything else, so that a machine without it stops at once.
if (wants('e2e'))
  requireDebianPackage({
    pkg: 'chromium',
    executable: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    neededFor: 'the browser journeys',
  });
const runDir = join(root, '.run');
mkdirSync(runDir, { recursive: true });
// promtool checks the alert rules and runs their unit tests (test/manifests/observability.spec.ts).
const promtool = wants('unit')
  ? unpackDebianExecutable({ pkg: 'prometheus', executable: 'usr/bin/promtool', dir: join(runDir, 'tools') })
  : undefined;
if (wants('unit') && !promtool) console.warn("promtool could not be unpacked from Debian's prometheus: its checks are skipped.");

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const ok = result.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(label, command, args, options) {
  if (run(label, command, args, options)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/**
 * Runs one Jest level and counts its tests from Jest's JSON report. Jest runs beside this process,
 * not blocking it: the e2e stack's supervisors restart a process a fault test kills meanwhile.
 */
async function jest(level, extraArgs = [], env = {}) {
  const report = join(runDir, `jest-${level}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const child = spawn(bin('jest'), ['--json', `--outputFile=${report}`, '--passWithNoTests', ...extraArgs, ...testPatterns], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', MC_TEST_KIND: level, ...env },
  });
  const status = await new Promise((resolve) => child.once('exit', resolve));
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} jest ${level} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  try {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    const brokenSuites = results.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
    failed += brokenSuites.length;
    for (const suite of results.testResults.filter((s) => s.status === 'failed'))
      failures.push(`${level}: ${suite.name.replace(root + '/', '')}`);
  } catch {
    failed++;
    failures.push(`jest ${level}: no report`);
  }
}

// `--no-build` reuses the last build (several checkouts' test runs sharing one build step).
const buildOk = process.argv.includes('--no-build') || run('build', process.execPath, [join(root, 'scripts/build.mjs')]);
if (!buildOk) {
  failed++;
  failures.push('build');
}

// Type-checking needs the generated contracts and Prisma clients: after the build.
if (wants('static')) {
  check('lint', bin('eslint'), ['.', '--max-warnings=0']);
  check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  check('type-check backend', bin('tsc'), ['-p', 'tsconfig.json']);
  check('type-check web', bin('tsc'), ['-p', 'web/tsconfig.json']);
  check('contracts: buf lint', bin('buf'), ['lint'], { cwd: join(root, 'proto') });
  check('contracts: no breaking change', bin('buf'), ['breaking', '--against', 'baseline.binpb'], { cwd: join(root, 'proto') });
}

if (buildOk && wants('unit')) await jest('unit', [], promtool ? { PROMTOOL: promtool } : {});

if (buildOk && (wants('int') || wants('e2e'))) await requireInfrastructure();

// --forceExit: a library's idle socket must not keep CI waiting once every test has finished.
if (buildOk && wants('int')) await jest('int', ['--runInBand', '--forceExit']);

if (buildOk && wants('e2e')) {
  const run = `e2e_${randomBytes(3).toString('hex')}`;
  const databasePrefix = `${run}_`;
  const keyPrefix = `${run}:`;
  console.log(`e2e stack: databases ${databasePrefix}*, Redis keys ${keyPrefix}*, private NATS server`);
  const logFile = join(runDir, 'e2e-stack.log');
  rmSync(logFile, { force: true });
  const { appendFileSync } = await import('node:fs');
  const log = (name, line) => appendFileSync(logFile, `${name} ${line}\n`);
  const e2eEnv = {
    // Journeys sign in many times from one address; the throttling test sets its own limits.
    THROTTLE_LOGIN_FAILURES_PER_CLIENT: '1000/minute',
    THROTTLE_LOGIN_FAILURES_PER_PAIR: '100/minute',
    THROTTLE_REGISTER_PER_CLIENT: '100000/hour',
    THROTTLE_RESET_PER_CLIENT: '1000/hour',
    THROTTLE_RESET_PER_ACCOUNT: '100/hour',
    THROTTLE_NEWSLETTER_PER_CLIENT: '1000/hour',
    THROTTLE_PAGE_VIEWS_PER_CLIENT: '1000/minute',
    THROTTLE_TRIAL_ELIGIBILITY_PER_CLIENT: '1000/hour',
    // Contact tests send from one address; the per-sender limit stays as in production, so a test can reach it.
    THROTTLE_CONTACT_PER_CLIENT: '1000/hour',
    // The ticker journey waits for a refresh: every 3 s here instead of every 5 minutes.
    QUOTES_REFRESH_MS: '3000',
    // The calendar journey waits for an event changed at the provider: a sync every 3 s instead of 10 minutes.
    CATALYSTS_SYNC_MS: '3000',
  };
  // A NATS server of the run's own: services of a developer's `npm start` on the shared server
  // would otherwise answer this stack's requests (same subjects, same queue groups).
  const { startPrivateNats } = await import(join(root, 'runtime/dist/testing/private-nats.js'));
  const nats = await startPrivateNats(24250);
  // A process that keeps failing to start stops the stack: the tests after it fail, and the run says why.
  const onGiveUp = (message) => {
    console.error(`FAIL e2e stack stopped: ${message}`);
    failed++;
    failures.push('e2e stack stopped');
  };
  const stackOptions = {
    ports: TEST_PORTS,
    databasePrefix,
    keyPrefix,
    ...infrastructure,
    natsUrl: nats.url,
    env: e2eEnv,
    log,
    onGiveUp,
  };
  let stack;
  try {
    stack = await startStack(stackOptions);
  } catch (error) {
    console.error(`FAIL e2e stack did not start: ${error.message} (see .run/e2e-stack.log)`);
    failed++;
    failures.push('e2e stack');
  }
  if (stack) {
    const urls = {
      E2E_BFF_URL: `http://127.0.0.1:${TEST_PORTS.bff}`,
      E2E_BFF_METRICS_URL: `http://127.0.0.1:${TEST_PORTS.bffMetrics}`,
      E2E_MAIL_URL: `http://127.0.0.1:${TEST_PORTS.mailHttp}`,
      E2E_DATABASE_PREFIX: databasePrefix,
      E2E_KEY_PREFIX: keyPrefix,
      E2E_NATS_URL: nats.url,
      E2E_MARKET_DATA_URL: `http://127.0.0.1:${TEST_PORTS.marketData}`,
      E2E_STRIPE_URL: `http://127.0.0.1:${TEST_PORTS.stripe}`,
    };
    await jest('e2e', ['--runInBand', '--forceExit'], urls);
    await stack.stop();
    // The whole run's logs, now complete: no password, token or card number the tests used may be in them.
    await jest('after-e2e', [], { E2E_STACK_LOG: logFile });
  }
  // Also after a failed start: the services that did start made their databases.
  await removeStackData(stackOptions);
  await nats.stop();
}

if (failures.length) console.log(`\nfailed:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
