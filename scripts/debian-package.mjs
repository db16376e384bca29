// Debian packages a command needs beyond node_modules (Chromium for the browser journeys, wrk for
// the benchmark): installed with apt-get when missing, as root; otherwise the command stops at once
// with the one line to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `executable` exists, installing Debian's `pkg` when it does not.
 * @param {{ pkg: string, executable: string, neededFor: string }} what
 */
export function requireDebianPackage({ pkg, executable, neededFor }) {
  if (existsSync(executable)) return;
  const install = `apt-get update && apt-get install -y ${pkg}`;
  if (process.getuid?.() !== 0) {
    console.error(`${executable} is missing (${neededFor}). Install Debian's ${pkg} first:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`${executable} is missing (${neededFor}): installing Debian's ${pkg}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; run as root:\n  ${install}`);
      process.exit(1);
    }
  }
  if (!existsSync(executable)) {
    console.error(`Debian's ${pkg} was installed but ${executable} is still missing.`);
    process.exit(1);
  }
}
