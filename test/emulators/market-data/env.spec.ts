import { InvalidEmulatorEnv, readMarketDataEnv } from './env.js';

describe('readMarketDataEnv', () => {
  it('falls back to the documented defaults', () => {
    expect(readMarketDataEnv({})).toEqual({
      port: 12112,
      host: '127.0.0.1',
      apiKey: 'emulator-key',
      seed: 42,
    });
  });

  it('reads every setting from the environment', () => {
    const env = {
      MARKET_DATA_PORT: '0',
      MARKET_DATA_HOST: '0.0.0.0',
      MARKET_DATA_API_KEY: 'k1',
      MARKET_DATA_SEED: '9',
    };
    expect(readMarketDataEnv(env)).toEqual({ port: 0, host: '0.0.0.0', apiKey: 'k1', seed: 9 });
  });

  it.each(['http', '-1', '65536', '12.5'])('refuses MARKET_DATA_PORT=%s', (port) => {
    expect(() => readMarketDataEnv({ MARKET_DATA_PORT: port })).toThrow(InvalidEmulatorEnv);
  });

  it('refuses a seed that is not a whole number', () => {
    expect(() => readMarketDataEnv({ MARKET_DATA_SEED: 'abc' })).toThrow(/MARKET_DATA_SEED/);
  });
});
