import { env, loadServiceEnv, mailEnv } from '@mc/runtime';

export const identityEnv = () =>
  loadServiceEnv(8081, {
    ...mailEnv,
    /** Signs password-reset tokens (with the user's password hash and last login, as Django's). */
    RESET_TOKEN_SECRET: env.string(),
    /** An API token ends when unused this long (30 days), and this long after sign-in whatever its use (90 days). */
    TOKEN_IDLE_SECONDS: env.integer(30 * 24 * 3600, 1),
    TOKEN_MAX_AGE_SECONDS: env.integer(90 * 24 * 3600, 1),
  });

export type IdentityEnv = ReturnType<typeof identityEnv>;
