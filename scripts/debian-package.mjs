// Debian packages a command needs beyond node_modules (Chromium for the browser journeys; wrk and
// the Django reference stack for the benchmark): installed with apt-get when missing, as root;
// otherwise the command stops at once with the one line to run. promtool, for the alert rules'
// tests, is unpacked from its package.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes sure `executable` exists, installing Debian's `pkg` when it does not.
 * @param {{ pkg: string, executable: string, neededFor: string }} what
 */
export function requireDebianPackage({ pkg, executable, neededFor }) {
  requireDebianPackages({ [pkg]: executable }, neededFor);
}

/**
 * Makes sure every package's file exists (its executable, or a module of a library), installing
 * the packages whose file is missing, all in one apt-get run.
 * @param {Record<string, string>} files a file of each package, by package name
 * @param {string} neededFor
 */
export function requireDebianPackages(files, neededFor) {
  const missing = Object.entries(files).filter(([, file]) => !existsSync(file));
  if (missing.length === 0) return;
  const packages = missing.map(([pkg]) => pkg);
  const what = missing.map(([, file]) => file).join(', ');
  const install = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`${what} missing (${neededFor}). Install Debian's ${packages.join(', ')} first:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`${what} missing (${neededFor}): installing Debian's ${packages.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; run as root:\n  ${install}`);
      process.exit(1);
    }
  }
  const still = missing.filter(([, file]) => !existsSync(file));
  if (still.length > 0) {
    console.error(`Debian's ${packages.join(', ')} installed but ${still.map(([, file]) => file).join(', ')} still missing.`);
    process.exit(1);
  }
}

/**
 * One executable out of a Debian package, unpacked under `dir` (`dir/usr/bin/…`) and not
 * installed: for a tool whose package would also install and start a server (promtool comes with
 * the whole of Prometheus). Returns the executable's path, or undefined when the package cannot be
 * fetched (no package lists and not root to update them).
 * @param {{ pkg: string, executable: string, dir: string }} what e.g. `usr/bin/promtool`
 */
export function unpackDebianExecutable({ pkg, executable, dir }) {
  const path = join(dir, executable);
  if (existsSync(path)) return path;
  mkdirSync(dir, { recursive: true });
  const download = () => spawnSync('apt-get', ['download', '-qq', pkg], { cwd: dir, stdio: 'inherit' }).status === 0;
  if (
    !download() &&
    !(process.getuid?.() === 0 && spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 && download())
  )
    return undefined;
  const archive = readdirSync(dir).find((name) => name.startsWith(`${pkg}_`) && name.endsWith('.deb'));
  if (!archive || spawnSync('dpkg-deb', ['-x', join(dir, archive), dir], { stdio: 'inherit' }).status !== 0) return undefined;
  rmSync(join(dir, archive));
  return existsSync(path) ? path : undefined;
}
