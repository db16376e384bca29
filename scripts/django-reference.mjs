// The stack this product replaced, for `npm run bench` to measure in the same run as the product:
// Django 3.2, DRF 3.14 and Djoser 2.1 (Debian's packages, installed when missing) behind gunicorn,
// on the machine's PostgreSQL, in a database of the run's own. The project is
// scripts/django-reference/: Django's default middleware, DRF token authentication, Djoser's
// account routes and the profile view the spec names (`GET /usermanagement/profile/`).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { requireDebianPackages } from './debian-package.mjs';

const PROJECT = join(import.meta.dirname, 'django-reference');
const PYTHON = '/usr/bin/python3';
const GUNICORN = '/usr/bin/gunicorn';
const MODULES = '/usr/lib/python3/dist-packages';

/** gunicorn's documented starting point, `(2 × cores) + 1` sync workers: 5 here, the setting issue 11's 1,334 req/s reproduces. */
export const DJANGO_WORKERS = 2 * availableParallelism() + 1;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the reference stack on 127.0.0.1:`port` with its own database `databaseName` on the server
 * of `postgresUrl`, registers `account` through Djoser and logs it in.
 * @param {{ port: number, postgresUrl: string, databaseName: string, account: { username: string, password: string, email: string, first_name: string, last_name: string } }} options
 * @returns {Promise<{ url: string, token: string, stop: () => Promise<void> }>}
 */
export async function startDjangoReference({ port, postgresUrl, databaseName, account }) {
  requireDebianPackages(
    {
      'python3-django': `${MODULES}/django/__init__.py`,
      'python3-djangorestframework': `${MODULES}/rest_framework/__init__.py`,
      'python3-djoser': `${MODULES}/djoser/__init__.py`,
      'python3-psycopg2': `${MODULES}/psycopg2/__init__.py`,
      gunicorn: GUNICORN,
    },
    'the Django + DRF + Djoser stack npm run bench compares the profile path with',
  );
  const { ensureDatabaseExists, dropDatabase } = await import('@mc/runtime');
  const server = new URL(postgresUrl);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${databaseName}`;
  await ensureDatabaseExists(databaseUrl.toString());
  const env = {
    ...process.env,
    DJANGO_SETTINGS_MODULE: 'reference.settings',
    DJANGO_DATABASE: databaseName,
    DJANGO_DATABASE_HOST: server.hostname,
    DJANGO_DATABASE_PORT: server.port || '5432',
    DJANGO_DATABASE_USER: decodeURIComponent(server.username) || 'postgres',
    DJANGO_DATABASE_PASSWORD: decodeURIComponent(server.password),
    // Nothing written into the repository's tree.
    PYTHONDONTWRITEBYTECODE: '1',
  };
  const migrate = spawnSync(PYTHON, ['manage.py', 'migrate', '-v0'], { cwd: PROJECT, env, encoding: 'utf8' });
  if (migrate.status !== 0) {
    await dropDatabase(databaseUrl.toString());
    throw new Error(`Django reference: migrate failed\n${migrate.stderr}`);
  }
  const gunicorn = spawn(
    GUNICORN,
    ['--workers', String(DJANGO_WORKERS), '--bind', `127.0.0.1:${port}`, '--log-level', 'warning', 'reference.wsgi'],
    { cwd: PROJECT, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => gunicorn.once('exit', resolve));
  const stop = async () => {
    if (gunicorn.exitCode === null && gunicorn.signalCode === null) {
      gunicorn.kill('SIGTERM');
      await exited;
    }
    await dropDatabase(databaseUrl.toString());
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const post = (path, body) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    let registered;
    for (let waited = 0; !registered && waited < 30_000; waited += 250) {
      if (gunicorn.exitCode !== null) throw new Error(`Django reference: gunicorn exited with ${gunicorn.exitCode}`);
      registered = await post('/auth/users/', account).catch(() => sleep(250));
    }
    if (!registered?.ok) throw new Error(`Django reference: registration answered ${registered?.status ?? 'nothing'}`);
    const login = await post('/auth/token/login/', { username: account.username, password: account.password });
    if (!login.ok) throw new Error(`Django reference: login answered ${login.status}`);
    const { auth_token: token } = await login.json();
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
