import { env, loadServiceEnv, mailEnv } from '@mc/runtime';

export const identityEnv = () =>
  loadServiceEnv(8081, {
    ...mailEnv,
    /** Signs password-reset tokens (with the user's password hash and last login, as Django's). */
    RESET_TOKEN_SECRET: env.string(),
  });

export type IdentityEnv = ReturnType<typeof identityEnv>;
