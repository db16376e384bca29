// Imported first by `npm start`, `npm test` and `npm run bench`: makes the script run on the
// project's Node 24, which arrives with node_modules (root devDependency `node`). On a fresh clone
// npm runs the script with the machine's Node (20 on Debian), so this file must run there too:
// node: built-ins only. When node_modules is missing it runs `npm ci` first; then, unless already
// on Node 24, it runs the same script again with node_modules/.bin/node and exits with its code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'node_modules/.bin');
const node24 = join(bin, 'node');

if (!existsSync(node24)) {
  // Errors only: on this Node the packages that want Node 24 would each print an engine warning.
  console.log('node_modules is missing: installing the dependencies (npm ci), Node 24 comes with them…');
  // The npm that runs us (npm_execpath), else the one on the PATH.
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const installed = spawnSync(npm[0], [...npm[1], 'ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (installed.status !== 0 || !existsSync(node24)) {
    console.error('npm ci failed; see its output above.');
    process.exit(1);
  }
}

if (process.versions.node.split('.')[0] !== '24') {
  // Tools started by name (jest, eslint, …) find Node 24 first on the PATH too.
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
  const child = spawn(node24, [process.argv[1], ...process.argv.slice(2)], { cwd: process.cwd(), env, stdio: 'inherit' });
  // Ctrl-C reaches the child too (same process group); this process only waits for it to finish.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((done) => child.once('exit', (status, signal) => done(status ?? (signal ? 1 : 0))));
  process.exit(code);
}
