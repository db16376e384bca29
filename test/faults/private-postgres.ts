// A PostgreSQL server of a fault test's own: Debian's initdb and pg_ctl on a temporary data folder
// and a loopback port, run as the `postgres` user (PostgreSQL refuses to run as root). The test
// can crash it (`pg_ctl stop -m immediate`: no checkpoint, WAL recovery on the next start) and
// start it again; the machine's shared server is never touched.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const binDir = () => {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version ? join(root, version, 'bin') : undefined;
};

/** Where the server binaries are, or undefined on a machine without Debian's PostgreSQL. */
export const postgresBinaries = binDir();

export interface PrivatePostgres {
  /** A URL for `database` on this server. */
  url(database: string): string;
  /** Stops it as a crash would (immediate mode) and returns when it is down. */
  crash(): void;
  start(): void;
  stop(): void;
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinaries!;
  const ids = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  const asPostgres = process.getuid?.() === 0 ? { uid: ids('-u'), gid: ids('-g') } : {};
  const dir = mkdtempSync(join(tmpdir(), 'pg-faults-'));
  if ('uid' in asPostgres) chownSync(dir, asPostgres.uid!, asPostgres.gid!);
  const data = join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, { ...asPostgres, encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const server = {
    url: (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      run('pg_ctl', [
        ...['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30'],
        ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`],
        'start',
      ]),
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    stop: () => {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...asPostgres });
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
