// docker-compose.yml against the code it runs: every app built from the Dockerfile with its own
// workspace and port, given the variables its env.ts requires, started only once what it needs is
// healthy.
import { parse } from 'yaml';
import { isPinned } from './dockerfile.js';
import { readAppFolder } from './kubernetes.js';
import { defaultFolders, discoverApps, mustSet, readRepoFile, serviceFolders, unknownTo } from './repo.js';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string | number> };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  read_only?: boolean;
  cap_drop?: string[];
  tmpfs?: string[];
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  configs: Record<string, { content?: string }>;
};
const services = compose.services;
/** The value with nothing set in the shell: `${X:-default}` → default. */
const withDefaults = (value: string) =>
  value.replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g, (_, fallback?: string) => fallback ?? '');
const environmentOf = (service: ComposeService) =>
  new Map(Object.entries(service.environment ?? {}).map(([name, value]) => [name, withDefaults(String(value ?? ''))]));
const initSql = Object.values(compose.configs ?? {})
  .map(({ content }) => content ?? '')
  .join('\n');

describe('docker-compose.yml', () => {
  it('pins every image it pulls', () => {
    const pulled = Object.values(services).filter((service) => !service.build && !service.image?.startsWith('market-catalysts/'));
    expect(pulled.map(({ image }) => image ?? '').filter((image) => !isPinned(image))).toEqual([]);
  });

  it('gives every container a health check, and starts it only once its dependencies are healthy', () => {
    const problems = Object.entries(services).flatMap(([name, service]) => [
      ...(service.healthcheck?.test && !service.healthcheck.disable ? [] : [`${name} has no health check`]),
      ...(Array.isArray(service.depends_on)
        ? [`${name}: depends_on needs the long form with condition: service_healthy`]
        : Object.entries(service.depends_on ?? {})
            .filter(([dependency, { condition }]) => !services[dependency] || condition !== 'service_healthy')
            .map(([dependency]) => `${name} → ${dependency}`)),
    ]);
    expect(problems).toEqual([]);
  });

  it('creates a role and a database for every service folder, built or not', () => {
    const missing = serviceFolders().filter(
      (name) => !new RegExp(`CREATE ROLE ${name}\\s[\\s\\S]*CREATE DATABASE ${name} OWNER ${name};`).test(initSql),
    );
    expect(missing).toEqual([]);
  });

  describe.each(discoverApps())('$name', (app) => {
    const service = services[app.name] ?? {};
    const environment = environmentOf(service);
    const env = app.env;
    const withEnv = env ? it : it.skip;

    it('is built from the Dockerfile with APP = its folder and PORT = the port it listens on everywhere', () => {
      expect(service.build).toMatchObject({ context: '.', dockerfile: 'Dockerfile', args: { APP: app.dir } });
      expect(service.image).toMatch(new RegExp(`^market-catalysts/${app.name}:`));
      const ports = {
        compose: String(service.build?.args?.PORT),
        kubernetes: readAppFolder(app.name).config.get('HTTP_PORT'),
        envTs: String(app.port ?? service.build?.args?.PORT),
      };
      expect(ports).toEqual({ compose: ports.envTs, kubernetes: ports.envTs, envTs: ports.envTs });
    });

    it('runs hardened, as in Kubernetes', () => {
      expect(service).toMatchObject({ read_only: true, tmpfs: ['/tmp'], cap_drop: ['ALL'] });
    });

    withEnv('is given every variable its env.ts requires and every URL, and none it would ignore', () => {
      const unset = mustSet(env!).filter((name) => !environment.get(name));
      expect({ unset, unknown: unknownTo(env!, environment.keys()) }).toEqual({ unset: [], unknown: [] });
    });

    withEnv('carries the repository folders its env.ts defaults point into (ASSETS)', () => {
      const assets = String(service.build?.args?.ASSETS ?? '').split(/\s+/);
      expect(defaultFolders(app).filter((folder) => !assets.includes(folder))).toEqual([]);
    });

    if (environment.has('DATABASE_URL'))
      it('uses its own database and role, named after it', () => {
        const url = new URL(environment.get('DATABASE_URL')!);
        expect({ database: url.pathname.slice(1), user: url.username }).toEqual({ database: app.name, user: app.name });
      });
    else
      it('keeps no database of its own: only the bff, which has none', () => {
        expect(app.name).toBe('bff');
      });
  });
});
