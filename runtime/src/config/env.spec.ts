import { env, EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  const spec = { PORT: env.port(8081), NATS_URL: env.url('nats://127.0.0.1:4222'), MODE: env.oneOf(['a', 'b'] as const, 'a') };

  it('applies defaults and parses values', () => {
    expect(loadEnv(spec, { PORT: '9000' })).toEqual({ PORT: 9000, NATS_URL: 'nats://127.0.0.1:4222', MODE: 'a' });
  });

  it('names the bad variable and the value it got', () => {
    expect(() => loadEnv(spec, { PORT: 'eighty' })).toThrow(new EnvError('PORT must be a TCP port (0-65535), got "eighty"'));
    expect(() => loadEnv(spec, { MODE: 'c' })).toThrow('MODE must be one of a, b, got "c"');
    expect(() => loadEnv(spec, { NATS_URL: 'not a url' })).toThrow('NATS_URL must be a URL');
  });

  it('requires variables without a default', () => {
    expect(() => loadEnv({ DATABASE_URL: env.url() }, {})).toThrow('DATABASE_URL is required (a URL)');
  });
});
