import { DEFAULT_HOST, DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT } from './mail-emulator.js';

export interface MailEmulatorEnv {
  readonly smtpPort: number;
  readonly httpPort: number;
  readonly host: string;
}

/** Reads MAIL_SMTP_PORT, MAIL_HTTP_PORT and MAIL_HOST; throws one error naming every bad variable. */
export function readMailEmulatorEnv(env: Readonly<Record<string, string | undefined>>): MailEmulatorEnv {
  const problems: string[] = [];
  const port = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value <= 65535) return value;
    problems.push(`${name} must be a port number from 0 to 65535, got "${raw}"`);
    return fallback;
  };
  const config = {
    smtpPort: port('MAIL_SMTP_PORT', DEFAULT_SMTP_PORT),
    httpPort: port('MAIL_HTTP_PORT', DEFAULT_HTTP_PORT),
    host: env.MAIL_HOST?.trim() || DEFAULT_HOST,
  };
  if (problems.length > 0) throw new Error(`invalid mail emulator environment: ${problems.join('; ')}`);
  return config;
}
