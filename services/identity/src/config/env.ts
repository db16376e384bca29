import { env, failFast, loadEnv } from '@mc/runtime';

export const identityEnv = () =>
  failFast(() =>
    loadEnv({
      DATABASE_URL: env.url(),
      NATS_URL: env.url('nats://127.0.0.1:4222'),
      HTTP_HOST: env.string('0.0.0.0'),
      HTTP_PORT: env.port(8081),
      SMTP_URL: env.url('smtp://127.0.0.1:1025'),
      MAIL_FROM: env.string('Market Catalysts <no-reply@marketcatalysts.local>'),
      SITE_URL: env.url('http://localhost:8080'),
      RESET_TOKEN_SECRET: env.string(),
    }),
  );

export type IdentityEnv = ReturnType<typeof identityEnv>;
export const IDENTITY_ENV = Symbol('IDENTITY_ENV');
