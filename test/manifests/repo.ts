// What the deployment files must agree with, read from the code itself: which apps exist (every
// folder in services/, plus the bff), which variables each one validates at start-up, which
// workspaces each one imports. Nothing is listed by hand, so a new service is checked as soon as
// its folder exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const inRepo = (...parts: string[]) => join(repoRoot, ...parts);
export const readRepoFile = (...parts: string[]) => readFileSync(inRepo(...parts), 'utf8');

/** One entry of a `loadEnv({ NAME: env.kind(args) })` call (runtime/src/config/env.ts). */
export interface EnvVariable {
  name: string;
  /** `string`, `url`, `port`, `integer`, `boolean`, `list`, `oneOf`. */
  kind: string;
  /** Source text of the arguments, e.g. `['8081']` or `["'30/minute'"]`. */
  args: string[];
  /** No fallback: the process refuses to start without it. */
  required: boolean;
}

/** Splits `a, [b, c], f(d, e)` at its top-level commas, minding brackets and string literals. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') current += char + text[++i];
      else {
        if (char === quote) quote = undefined;
        current += char;
      }
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter((part) => part !== '');
}

/** Reads every `NAME: env.<kind>(…)` entry of an env.ts file. */
export function parseEnvSpec(source: string): EnvVariable[] {
  const variables: EnvVariable[] = [];
  const entry = /\b([A-Z][A-Z0-9_]*)\s*:\s*env\.(\w+)\(/g;
  for (let match = entry.exec(source); match; match = entry.exec(source)) {
    // Find the call's closing parenthesis (arguments may hold calls of their own).
    let depth = 1;
    let end = entry.lastIndex;
    while (depth > 0 && end < source.length) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')') depth--;
      end++;
    }
    const [name, kind] = [match[1], match[2]];
    const args = splitArguments(source.slice(entry.lastIndex, end - 1));
    // oneOf's first argument is the list of values; its fallback comes second.
    const required = kind === 'oneOf' ? args.length < 2 : args.length === 0;
    variables.push({ name, kind, args, required });
  }
  return variables;
}

export interface App {
  /** `identity`, `bff`: the compose service, Deployment, Service and image are named after it. */
  name: string;
  /** Workspace folder: `services/identity`, `bff`. */
  dir: string;
  env: EnvVariable[];
  /** HTTP_PORT's default in env.ts: the port of /healthz, /readyz and /metrics. */
  port: number;
  /** Whether it owns a Prisma folder (schema and migrations, applied at start-up). */
  hasPrisma: boolean;
}

function readApp(dir: string): App {
  const envFile = join(dir, 'src/config/env.ts');
  if (!existsSync(inRepo(envFile))) throw new Error(`${dir} has no ${envFile}: every app validates its environment there`);
  const env = parseEnvSpec(readRepoFile(envFile));
  const httpPort = env.find((variable) => variable.name === 'HTTP_PORT');
  const port = Number(httpPort?.args[0]);
  if (!Number.isInteger(port)) throw new Error(`${envFile} must declare HTTP_PORT: env.port(<default>)`);
  return { name: dir.split('/').pop()!, dir, env, port, hasPrisma: existsSync(inRepo(dir, 'prisma/schema.prisma')) };
}

/** Every folder in services/, then the bff. */
export function discoverApps(): App[] {
  const services = readdirSync(inRepo('services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `services/${entry.name}`)
    .sort();
  return [...services, 'bff'].map(readApp);
}

/**
 * Variables read outside env.ts, which a deployment may set too: the shared runtime's own
 * (`process.env.X` in runtime/src, e.g. LOG_LEVEL, OTEL_EXPORTER_OTLP_ENDPOINT; test helpers
 * excluded), Node's, and PGPASSWORD, which node-postgres reads when DATABASE_URL has no password.
 */
export function platformVariables(): Set<string> {
  const names = new Set(['NODE_ENV', 'NODE_OPTIONS', 'PGPASSWORD']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(inRepo(dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.ts$/.test(entry.name) && !/spec\.ts$/.test(entry.name)) {
        for (const match of readRepoFile(path).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
      }
    }
  };
  walk('runtime/src');
  return names;
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

/**
 * The workspace folders an app needs at run time: its own and, transitively, every `@mc/*`
 * workspace among its dependencies (identity → runtime → proto).
 */
export function runtimeWorkspaces(app: App): string[] {
  const rootPackage = JSON.parse(readRepoFile('package.json')) as { workspaces: string[] };
  const folders = rootPackage.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(inRepo(pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  const byName = new Map<string, string>();
  for (const folder of folders) {
    if (existsSync(inRepo(folder, 'package.json')))
      byName.set((JSON.parse(readRepoFile(folder, 'package.json')) as PackageJson).name, folder);
  }
  const needed = new Set<string>();
  const visit = (folder: string) => {
    if (needed.has(folder)) return;
    needed.add(folder);
    const manifest = JSON.parse(readRepoFile(folder, 'package.json')) as PackageJson;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      const workspace = byName.get(dependency);
      if (workspace) visit(workspace);
    }
  };
  visit(app.dir);
  return [...needed];
}

/** The Node version the repository runs on: the root devDependency `node`, as locked. */
export function lockedNodeVersion(): string {
  const lock = JSON.parse(readRepoFile('package-lock.json')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages['node_modules/node']?.version;
  if (!version) throw new Error('package-lock.json has no node_modules/node entry');
  return version;
}

/**
 * A dotenv-style file as kustomize's generators read it: `KEY=value` lines, whole-line comments,
 * no quoting (the value is everything after the first `=`).
 */
export function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals < 1) throw new Error(`not a KEY=value line: ${line}`);
    values.set(line.slice(0, equals), line.slice(equals + 1));
  }
  return values;
}
