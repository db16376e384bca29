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
  const exhaustedRetries = env.STRIPE_EMULATOR_EXHAUSTED_RETRIES ?? 'canceled';
  if (exhaustedRetries !== 'canceled' && exhaustedRetries !== 'unpaid') {
    throw new Error(`STRIPE_EMULATOR_EXHAUSTED_RETRIES must be canceled or unpaid, got "${exhaustedRetries}"`);
  }
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
    exhaustedRetries: exhaustedRetries as 'canceled' | 'unpaid',
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
