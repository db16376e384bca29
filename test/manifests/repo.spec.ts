// The readers the deployment checks rely on: if they misread the code, those checks prove nothing.
import {
  defaultFolders,
  discoverApps,
  envSpecOf,
  parseEnvFile,
  parseEnvSpec,
  platformVariables,
  serviceFolders,
} from './repo.js';

describe('reading the code', () => {
  it('reads env.ts entries, their kinds and which ones are required', () => {
    const spec = parseEnvSpec(`loadEnv({
      DATABASE_URL: env.url(),
      WEB_DIST: env.string(fileURLToPath(new URL('../web/dist', import.meta.url))),
      LIMIT: env.integer(3000, 1),
      MODE: env.oneOf(['live', 'emulator']),
      FLAVOUR: env.oneOf(['a', 'b'], 'a'),
      GREETING: env.string('a, b (c)'),
    })`);
    expect(spec.map(({ name, kind, required }) => [name, kind, required])).toEqual([
      ['DATABASE_URL', 'url', true],
      ['WEB_DIST', 'string', false],
      ['LIMIT', 'integer', false],
      ['MODE', 'oneOf', true],
      ['FLAVOUR', 'oneOf', false],
      ['GREETING', 'string', false],
    ]);
  });

  it('adds what every service shares, and the runtime sets it spreads, to a service built on loadServiceEnv', () => {
    const spec = envSpecOf(`loadServiceEnv(8_084, { ...mailEnv, SITE_URL: env.url(), NATS_URL: env.url() })`);
    const byName = new Map(spec.map((variable) => [variable.name, variable]));
    expect(byName.get('DATABASE_URL')?.required).toBe(true);
    expect(byName.get('HTTP_PORT')?.args).toEqual(['8084']);
    // Its own declaration wins over the shared one.
    expect(byName.get('NATS_URL')?.required).toBe(true);
    expect(byName.get('SITE_URL')?.required).toBe(true);
    // …and a set the runtime exports brings its entries.
    expect(byName.get('MAIL_FROM')?.required).toBe(false);
  });

  it('finds every service folder and the bff, with the variables and port of each that has an env.ts', () => {
    const apps = discoverApps();
    expect(apps.map(({ dir }) => dir)).toEqual([...serviceFolders().map((name) => `services/${name}`), 'bff']);
    const identity = apps.find(({ name }) => name === 'identity')!;
    expect(identity.port).toBe(8081);
    expect(identity.env?.filter(({ required }) => required).map(({ name }) => name)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'RESET_TOKEN_SECRET']),
    );
    const bff = apps.find(({ name }) => name === 'bff')!;
    expect(bff.port).toBe(8080);
    expect(defaultFolders(bff)).toEqual(['web/dist']);
  });

  it('knows the runtime-level variables deployments may set', () => {
    expect([...platformVariables()]).toEqual(expect.arrayContaining(['LOG_LEVEL', 'PGPASSWORD']));
  });

  it('reads env files the way kustomize does', () => {
    expect([...parseEnvFile('# comment\n\nA=1\nMAIL_FROM=Market Catalysts <a@b.c>\nEMPTY=\n')]).toEqual([
      ['A', '1'],
      ['MAIL_FROM', 'Market Catalysts <a@b.c>'],
      ['EMPTY', ''],
    ]);
  });
});
