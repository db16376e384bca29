// What the deployment files must agree with, read from the code itself: which apps exist (every
// folder of services/, plus the bff), which variables each validates at start-up and on which
// port it listens. Nothing is listed by hand, so a new service is checked from its first file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const inRepo = (...parts: string[]) => join(repoRoot, ...parts);
export const readRepoFile = (...parts: string[]) => readFileSync(inRepo(...parts), 'utf8');

/** One `NAME: env.<kind>(…)` entry of an env.ts file (runtime/src/config/env.ts). */
export interface EnvVariable {
  name: string;
  kind: string;
  /** Source text of the arguments, e.g. `['8081']`. */
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
    current += char;
    if (quote) {
      if (char === '\\') current += text[++i];
      else if (char === quote) quote = undefined;
    } else if ('\'"`'.includes(char)) quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      parts.push(current.slice(0, -1).trim());
      current = '';
    }
  }
  return [...parts, current.trim()].filter((part) => part !== '');
}

/** Every `NAME: env.<kind>(…)` entry of a source file. */
export function parseEnvSpec(source: string): EnvVariable[] {
  const variables: EnvVariable[] = [];
  const entry = /\b([A-Z][A-Z0-9_]*)\s*:\s*env\.(\w+)\(/g;
  for (let match = entry.exec(source); match; match = entry.exec(source)) {
    // The call's closing parenthesis (arguments may hold calls of their own).
    let depth = 1;
    let end = entry.lastIndex;
    for (; depth > 0 && end < source.length; end++) depth += source[end] === '(' ? 1 : source[end] === ')' ? -1 : 0;
    const [, name, kind] = match;
    const args = splitArguments(source.slice(entry.lastIndex, end - 1));
    // oneOf's first argument is the list of values; its fallback comes second.
    variables.push({ name, kind, args, required: args.length < (kind === 'oneOf' ? 2 : 1) });
  }
  return variables;
}

/** The runtime's own source files (test helpers and specs left out): path → text. */
const runtimeSources = (() => {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(inRepo(dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'testing') walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('spec.ts')) files.set(path, readRepoFile(path));
    }
  };
  walk('runtime/src');
  return files;
})();

/** The entries of a variable set the runtime exports for services to spread (`...mailEnv`). */
function runtimeSpec(name: string): EnvVariable[] {
  for (const source of runtimeSources.values()) {
    const start = new RegExp(`export const ${name}\\s*=\\s*\\{`).exec(source);
    if (!start) continue;
    let depth = 1;
    let end = start.index + start[0].length;
    for (; depth > 0 && end < source.length; end++) depth += source[end] === '{' ? 1 : source[end] === '}' ? -1 : 0;
    return parseEnvSpec(source.slice(start.index, end));
  }
  return [];
}

/**
 * The variables of an env.ts: its own entries, those of the runtime's sets it spreads
 * (`...mailEnv`), and, for a service built on `loadServiceEnv(<port>, { … })`, the ones every
 * service shares (the runtime's sets they spread included: `...natsCredentialsEnv`), with its
 * port as HTTP_PORT's default. Its own entries win.
 */
export function envSpecOf(source: string): EnvVariable[] {
  const found = new Map<string, EnvVariable>();
  const port = /\bloadServiceEnv\(\s*([\d_]+)\s*,/.exec(source)?.[1];
  if (port !== undefined) {
    const core = [...runtimeSources.values()].find((text) => /function loadServiceEnv\b/.test(text)) ?? '';
    const coreSpreads = [...core.matchAll(/\.\.\.(\w+)/g)].flatMap(([, spread]) => runtimeSpec(spread));
    for (const variable of [...coreSpreads, ...parseEnvSpec(core)])
      found.set(variable.name, variable.name === 'HTTP_PORT' ? { ...variable, args: [port.replaceAll('_', '')] } : variable);
  }
  for (const [, spread] of source.matchAll(/\.\.\.(\w+)/g))
    for (const variable of runtimeSpec(spread)) found.set(variable.name, variable);
  for (const variable of parseEnvSpec(source)) found.set(variable.name, variable);
  return [...found.values()];
}

export interface App {
  /** `identity`, `bff`: its compose service, Kubernetes folder and objects, and image are named so. */
  name: string;
  /** Workspace folder: `services/identity`, `bff`. */
  dir: string;
  /** Its variables; undefined while it has no src/config/env.ts yet (a service being built). */
  env?: EnvVariable[];
  /** HTTP_PORT's default in env.ts. */
  port?: number;
}

function readApp(dir: string): App {
  const envFile = `${dir}/src/config/env.ts`;
  const env = existsSync(inRepo(envFile)) ? envSpecOf(readRepoFile(envFile)) : undefined;
  const port = Number(env?.find(({ name }) => name === 'HTTP_PORT')?.args[0]);
  return { name: posix.basename(dir), dir, env, port: Number.isInteger(port) ? port : undefined };
}

/** Every folder of services/ (with a package.json), whether or not it has an entry point yet. */
export const serviceFolders = () =>
  readdirSync(inRepo('services'))
    .filter((name) => existsSync(inRepo('services', name, 'package.json')))
    .sort();

/** Every service folder, then the bff. */
export const discoverApps = (): App[] => [...serviceFolders().map((name) => `services/${name}`), 'bff'].map(readApp);

/**
 * Variables read outside env.ts that a deployment may set too: the runtime's own (`process.env.X`
 * in runtime/src, e.g. LOG_LEVEL; test helpers excluded), Node's, glibc's malloc settings, and
 * PGPASSWORD, which node-postgres reads when DATABASE_URL has no password.
 */
export function platformVariables(): Set<string> {
  const names = new Set([
    'NODE_ENV',
    'NODE_OPTIONS',
    'MALLOC_ARENA_MAX',
    'MALLOC_MMAP_THRESHOLD_',
    'MALLOC_TRIM_THRESHOLD_',
    'PGPASSWORD',
  ]);
  for (const source of runtimeSources.values())
    for (const match of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
  return names;
}

const platform = platformVariables();
/** What a deployment must set: required variables, and every URL (their defaults are 127.0.0.1). */
export const mustSet = (env: EnvVariable[]) =>
  env.filter(({ required, kind }) => required || kind === 'url').map(({ name }) => name);
/** Names a deployment sets that the app would ignore (a typo, or a variable it no longer reads). */
export const unknownTo = (env: EnvVariable[], names: Iterable<string>) =>
  [...names].filter((name) => !platform.has(name) && !env.some((variable) => variable.name === name));

/**
 * Repository folders an app's env.ts defaults point into (`new URL('../../../web/dist',
 * import.meta.url)` from dist/config/env.js): the image must carry them at the same place.
 */
export function defaultFolders(app: App): string[] {
  const compiledDir = `${app.dir}/dist/config`;
  return (app.env ?? []).flatMap(({ args }) =>
    [...args.join(' ').matchAll(/new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g)].map((match) =>
      posix.normalize(posix.join(compiledDir, match[1])).replace(/\/$/, ''),
    ),
  );
}

/** The workspaces an app imports at run time, transitively (identity → runtime → proto). */
export function workspaceDependencies(dir: string): string[] {
  const manifest = (folder: string) =>
    JSON.parse(readRepoFile(folder, 'package.json')) as { name: string; dependencies?: Record<string, string> };
  const { workspaces } = JSON.parse(readRepoFile('package.json')) as { workspaces: string[] };
  const folders = workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(inRepo(pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    )
    .filter((folder) => existsSync(inRepo(folder, 'package.json')));
  const byName = new Map(folders.map((folder) => [manifest(folder).name, folder]));
  const found = new Set<string>();
  const visit = (folder: string): void => {
    for (const workspace of Object.keys(manifest(folder).dependencies ?? {}).flatMap((name) => byName.get(name) ?? [])) {
      if (!found.has(workspace)) {
        found.add(workspace);
        visit(workspace);
      }
    }
  };
  visit(dir);
  return [...found].sort();
}

/** The Node version the repository runs on: the root devDependency `node`, as locked. */
export function lockedNodeVersion(): string {
  const lock = JSON.parse(readRepoFile('package-lock.json')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages['node_modules/node']?.version;
  if (!version) throw new Error('package-lock.json has no node_modules/node entry');
  return version;
}

/** A dotenv file as kustomize's generators read it: `KEY=value` lines and whole-line comments. */
export function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals < 1) throw new Error(`not a KEY=value line: ${line}`);
    values.set(line.slice(0, equals), line.slice(equals + 1));
  }
  return values;
}
