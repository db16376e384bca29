import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEV_PORTS,
  repoRoot,
  SERVICES,
  stackProcesses,
  stackVariables,
  TEST_PORTS,
  type StackOptions,
} from '../../scripts/stack.mjs';

/** The one process list (scripts/stack.mjs) that `npm start`, the e2e stack and the benchmark start. */
const options = (overrides: Partial<StackOptions> = {}): StackOptions => ({
  ports: TEST_PORTS,
  databasePrefix: 'e2e_0a1b2c_',
  keyPrefix: 'e2e_0a1b2c:',
  postgresUrl: 'postgresql://postgres@127.0.0.1:5432/postgres',
  natsUrl: 'nats://127.0.0.1:24250',
  redisUrl: 'redis://127.0.0.1:6379',
  log: () => undefined,
  ...overrides,
});
const byName = (specs: ReturnType<typeof stackProcesses>) => Object.fromEntries(specs.map((spec) => [spec.name, spec]));

describe('the process list', () => {
  it('has one entry for every folder under services/', () => {
    const folders = readdirSync(join(repoRoot, 'services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(SERVICES.map((service) => service.name).sort()).toEqual(folders.sort());
  });

  it('gives every process its own port, and the test stack none of npm start’s', () => {
    const dev = Object.values(DEV_PORTS);
    const test = Object.values(TEST_PORTS);
    expect(new Set(dev).size).toBe(dev.length);
    expect(new Set(test).size).toBe(test.length);
    expect(dev.filter((port) => test.includes(port))).toEqual([]);
    expect(Object.keys(TEST_PORTS).sort()).toEqual(Object.keys(DEV_PORTS).sort());
  });

  it('asks only for variables the list provides, and starts each service on its port with its own database', () => {
    const specs = byName(stackProcesses(options()));
    for (const service of SERVICES) {
      const { env, script, healthUrl } = specs[service.name];
      expect(script).toBe(`services/${service.name}/dist/main.js`);
      // TEST_PORTS: the entry's test port, moved by MC_PORT_OFFSET when a second checkout sets it.
      expect(env.HTTP_PORT).toBe(String(TEST_PORTS[service.name as keyof typeof TEST_PORTS]));
      expect(healthUrl).toBe(`http://127.0.0.1:${TEST_PORTS[service.name as keyof typeof TEST_PORTS]}/readyz`);
      expect(env.DATABASE_URL).toBe(`postgresql://postgres@127.0.0.1:5432/e2e_0a1b2c_${service.name}`);
      expect(env.NATS_URL).toBe('nats://127.0.0.1:24250');
    }
    expect(specs.billing.env).toMatchObject({ STRIPE_API_URL: `http://127.0.0.1:${TEST_PORTS.stripe}` });
  });

  it('puts every Redis key of a test stack under its key prefix (throttles, BullMQ queues)', () => {
    const specs = byName(stackProcesses(options()));
    expect(specs.bff.env.REDIS_KEY_PREFIX).toBe('e2e_0a1b2c:');
    for (const name of ['quotes', 'catalysts', 'newsletter']) expect(specs[name].env.QUEUE_PREFIX).toBe('e2e_0a1b2c:bull');
  });

  it('leaves npm start on the services’ own defaults (the product’s `mc:` space)', () => {
    const specs = stackProcesses(options({ ports: DEV_PORTS, databasePrefix: '', keyPrefix: null }));
    for (const { env } of specs) {
      expect(env.QUEUE_PREFIX).toBeUndefined();
      expect(env.REDIS_KEY_PREFIX).toBeUndefined();
    }
    expect(byName(specs).identity.env.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/identity');
  });

  it('replaces an emulator by the real third party when one is given', () => {
    const specs = byName(
      stackProcesses(
        options({
          thirdParties: {
            stripe: { secretKey: 'sk_test_real', publishableKey: 'pk_test_real', webhookSecret: 'whsec_real' },
            marketData: { url: 'https://api.benzinga.com', apiKey: 'real-key' },
          },
        }),
      ),
    );
    expect(specs.stripe).toBeUndefined();
    expect(specs['market-data']).toBeUndefined();
    expect(specs.mail).toBeDefined();
    expect(specs.billing.env.STRIPE_SECRET_KEY).toBe('sk_test_real');
    expect(specs.billing.env.STRIPE_API_URL).toBeUndefined();
    expect(specs.quotes.env).toMatchObject({ MARKET_DATA_URL: 'https://api.benzinga.com', MARKET_DATA_API_KEY: 'real-key' });
  });

  it('names every variable a service entry may ask for', () => {
    const provided = Object.keys(stackVariables(options()));
    for (const service of SERVICES)
      for (const name of service.env)
        expect(
          provided.some((variable) => (name.endsWith('*') ? variable.startsWith(name.slice(0, -1)) : variable === name)),
        ).toBe(true);
  });
});
