import { MARKET_DATA_DEFAULTS, type MarketDataEmulatorOptions } from './server.js';

export class InvalidEmulatorEnv extends Error {}

/** Reads MARKET_DATA_PORT, MARKET_DATA_HOST, MARKET_DATA_API_KEY and MARKET_DATA_SEED, failing on bad values. */
export function readMarketDataEnv(env: NodeJS.ProcessEnv): Required<MarketDataEmulatorOptions> {
  return {
    port: wholeNumber(env, 'MARKET_DATA_PORT', MARKET_DATA_DEFAULTS.port, 0, 65_535),
    host: text(env, 'MARKET_DATA_HOST', MARKET_DATA_DEFAULTS.host),
    apiKey: text(env, 'MARKET_DATA_API_KEY', MARKET_DATA_DEFAULTS.apiKey),
    seed: wholeNumber(env, 'MARKET_DATA_SEED', MARKET_DATA_DEFAULTS.seed, 0, 2 ** 32 - 1),
  };
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new InvalidEmulatorEnv(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
