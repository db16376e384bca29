import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ContentService, Problem_Kind } from '@mc/proto';
import type { RpcClient } from '@mc/runtime';
import { createTestDatabase, poll, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { contentClient, contentConfig, PRISMA_DIR, REPO_CONTENT_DIR, startContent, SUPPORT_EMAIL } from './content-harness.js';
import { listMail, readMail } from '../../../test/emulators/mail/mail-client.js';

/** The contact form's messages, from the contract to the support mailbox (the mail emulator). */
describe('contact messages', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let mail: RunningMailEmulator;
  let app: NestFastifyApplication;
  let rpc: ReturnType<typeof contentClient>;
  let content: RpcClient;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'contact');
    nats = await startPrivateNats(24262);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
    app = await startContent(
      contentConfig({
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        CONTENT_DIR: REPO_CONTENT_DIR,
        SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      }),
    );
    rpc = contentClient(nats.url);
    content = rpc.client;
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await mail?.close();
    await nats?.stop();
    await database?.drop();
  });

  const mailWithSubject = (subject: string) =>
    poll(`a mail "${subject}"`, async () => {
      return (await listMail(mail.httpUrl)).find((message) => message.Subject === subject);
    });

  it('mails the message to the support address and says where it went', async () => {
    const reply = await content.call(ContentService.method.sendContactMessage, {
      name: '  Dana Reyes ',
      email: 'dana@example.com',
      topic: 'data',
      message: 'The FDA calendar shows a PDUFA date for a drug that was approved last week.\n\nCould you check it?',
    });
    expect(reply.outcome).toEqual({ case: 'success', value: expect.objectContaining({ sentTo: SUPPORT_EMAIL }) });
    const summary = await mailWithSubject('Contact form: Calendar or market data — Dana Reyes');
    expect(summary.To.map((to) => to.Address)).toEqual([SUPPORT_EMAIL]);
    const message = await readMail(mail.httpUrl, summary.ID);
    expect(message.Text).toContain('Name: Dana Reyes');
    expect(message.Text).toContain('Email: dana@example.com');
    expect(message.Text).toContain('The FDA calendar shows a PDUFA date');
  });

  it('puts what people type into the mail as text, never as markup', async () => {
    await content.call(ContentService.method.sendContactMessage, {
      name: 'Mallory <b>',
      email: 'mallory@example.com',
      topic: 'other',
      message: '<script>alert(1)</script><a href="javascript:x">link</a>',
    });
    const summary = await mailWithSubject('Contact form: Something else — Mallory <b>');
    const message = await readMail(mail.httpUrl, summary.ID);
    expect(message.HTML).not.toMatch(/<script|<a |<b>/);
    expect(message.HTML).toContain('&#60;script&#62;');
  });

  it('refuses a message that breaks the contract with DRF field errors, and sends nothing', async () => {
    const reply = await content.call(ContentService.method.sendContactMessage, {
      name: 'Line\nBreak',
      email: 'not-an-address',
      topic: 'gossip',
      message: 'short',
    });
    expect(reply.outcome).toEqual({
      case: 'problem',
      value: expect.objectContaining({
        kind: Problem_Kind.INVALID,
        errors: [
          expect.objectContaining({ field: 'name', message: 'Enter your name on one line.' }),
          expect.objectContaining({ field: 'email', message: 'Enter a valid email address.' }),
          expect.objectContaining({ field: 'topic', code: 'invalid_choice', message: '"gossip" is not a valid choice.' }),
          expect.objectContaining({ field: 'message', message: 'Ensure this field has at least 10 characters.' }),
        ],
      }),
    });
    const blank = await content.call(ContentService.method.sendContactMessage, {
      name: ' ',
      email: '',
      topic: 'data',
      message: '',
    });
    expect(blank.outcome.case === 'problem' && blank.outcome.value.errors.map(({ field, code }) => [field, code])).toEqual([
      ['name', 'blank'],
      ['email', 'blank'],
      ['message', 'blank'],
    ]);
  });
});
