import { pino } from 'pino';
import { readMailEmulatorEnv } from './mail-env.js';
import { startMailEmulator } from './mail-emulator.js';

const logger = pino({ base: { service: 'mail-emulator' } });

try {
  const emulator = await startMailEmulator({
    ...readMailEmulatorEnv(process.env),
    onError: (error) => logger.warn({ err: error }, 'mail emulator error'),
  });
  const smtpUrl = `smtp://${emulator.host}:${emulator.smtpPort}`;
  logger.info(
    { smtp: smtpUrl, http: emulator.httpUrl },
    `mail emulator: SMTP on ${smtpUrl}, inbox and Mailpit API on ${emulator.httpUrl}`,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      emulator.close().catch((error: unknown) => {
        logger.error({ err: error }, 'mail emulator did not close cleanly');
        process.exitCode = 1;
      });
    });
  }
} catch (error) {
  logger.fatal({ err: error }, 'mail emulator could not start');
  process.exitCode = 1;
}
