// The Mailer against the mail emulator: background sends are waited for, at will and on stop.
import { listMail } from '../../test/emulators/mail/mail-client.js';
import { startMailEmulator, type RunningMailEmulator } from '../../test/emulators/mail/mail-emulator.js';
import { Mailer } from '../src/mail/mailer.js';

const mail = (index: number) => ({
  to: `reader${index}@example.com`,
  subject: `Background mail ${index}`,
  text: 'Sent in the background.',
  html: '<p>Sent in the background.</p>',
});

describe('Mailer', () => {
  let emulator: RunningMailEmulator;

  beforeEach(async () => {
    emulator = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
  });

  afterEach(async () => {
    await emulator?.close();
  });

  const smtpUrl = () => `smtp://127.0.0.1:${emulator.smtpPort}`;

  it('settles whenIdle once every background mail has been taken by the server', async () => {
    const mailer = new Mailer(smtpUrl(), 'Market Catalysts <news@marketcatalysts.test>');
    for (let index = 0; index < 5; index++) mailer.sendInBackground(mail(index));
    await mailer.whenIdle();
    expect(await listMail(emulator.httpUrl)).toHaveLength(5);
    await mailer.onModuleDestroy();
  });

  it('sends what is in the background before it stops', async () => {
    const mailer = new Mailer(smtpUrl(), 'Market Catalysts <news@marketcatalysts.test>');
    for (let index = 0; index < 3; index++) mailer.sendInBackground(mail(index));
    await mailer.onModuleDestroy();
    expect(await listMail(emulator.httpUrl)).toHaveLength(3);
  });

  it('settles at once when nothing is on its way', async () => {
    const mailer = new Mailer(smtpUrl(), 'Market Catalysts <news@marketcatalysts.test>');
    await mailer.whenIdle();
    await mailer.onModuleDestroy();
    expect(await listMail(emulator.httpUrl)).toHaveLength(0);
  });
});
