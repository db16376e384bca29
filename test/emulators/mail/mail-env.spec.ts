import { readMailEmulatorEnv } from './mail-env.js';

describe('readMailEmulatorEnv', () => {
  it('defaults to SMTP 1025 and HTTP 8025 on 127.0.0.1', () => {
    expect(readMailEmulatorEnv({})).toEqual({ smtpPort: 1025, httpPort: 8025, host: '127.0.0.1' });
  });

  it('takes ports and host from the environment', () => {
    expect(readMailEmulatorEnv({ MAIL_SMTP_PORT: '11025', MAIL_HTTP_PORT: '0', MAIL_HOST: '0.0.0.0' })).toEqual({
      smtpPort: 11025,
      httpPort: 0,
      host: '0.0.0.0',
    });
  });

  it('names every bad variable at once', () => {
    expect(() => readMailEmulatorEnv({ MAIL_SMTP_PORT: 'smtp', MAIL_HTTP_PORT: '70000' })).toThrow(
      'invalid mail emulator environment: MAIL_SMTP_PORT must be a port number from 0 to 65535, got "smtp"; ' +
        'MAIL_HTTP_PORT must be a port number from 0 to 65535, got "70000"',
    );
  });
});
