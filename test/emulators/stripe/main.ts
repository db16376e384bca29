import { SMART_RETRY_DAYS } from './context.js';
import { API_VERSION, startStripeEmulator } from './server.js';

/** Reads and checks the environment once; a bad value stops start-up with a clear message. */
function config(env: NodeJS.ProcessEnv) {
  const integer = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = env[name] || fallback;
    if (!allowed.includes(raw as T)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return raw as T;
  };
  const fraction = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!(value >= 0 && value <= 1)) throw new Error(`${name} must be a number from 0 to 1, got "${raw}"`);
    return value;
  };
  const days = (name: string, fallback: readonly number[]) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const values = raw.split(',').map((day) => Number(day.trim()));
    if (values.some((day, index) => !Number.isInteger(day) || day < 1 || (index > 0 && day <= values[index - 1])))
      throw new Error(`${name} must be increasing whole days, e.g. 1,3,5,7; got "${raw}"`);
    return values;
  };
  const webhookUrls = (env.STRIPE_WEBHOOK_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of webhookUrls) new URL(url);
  return {
    port: integer('STRIPE_EMULATOR_PORT', 12111, 0),
    host: env.STRIPE_EMULATOR_HOST || '127.0.0.1',
    webhookUrls,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || 'whsec_emulator',
    retryMs: integer('STRIPE_WEBHOOK_RETRY_MS', 1000, 1),
    maxAttempts: integer('STRIPE_WEBHOOK_MAX_ATTEMPTS', 8, 1),
    exhaustedRetries: oneOf('STRIPE_EMULATOR_EXHAUSTED_RETRIES', ['canceled', 'unpaid', 'past_due'] as const, 'canceled'),
    retryDays: days('STRIPE_EMULATOR_RETRY_DAYS', SMART_RETRY_DAYS),
    webhookOrder: oneOf('STRIPE_WEBHOOK_ORDER', ['any', 'created'] as const, 'any'),
    webhookDuplicateRate: fraction('STRIPE_WEBHOOK_DUPLICATE_RATE', 0.1),
    webhookJitterMs: integer('STRIPE_WEBHOOK_JITTER_MS', 50, 0),
  } as const;
}

const log = (line: string) => process.stdout.write(`[stripe-emulator] ${line}\n`);

try {
  const settings = config(process.env);
  const emulator = await startStripeEmulator({ ...settings, log });
  log(
    `Stripe emulator (API ${API_VERSION}) listening on ${emulator.url}; webhooks to ${settings.webhookUrls.join(', ') || 'no configured URL'}`,
  );
  const stop = async () => {
    await emulator.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  log(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
