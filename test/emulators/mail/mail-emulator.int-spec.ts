import { createServer, type AddressInfo } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { startMailEmulator, type RunningMailEmulator } from './mail-emulator.js';
import type { MailpitMessage, MailpitMessageList } from './mailpit-json.js';

describe('mail emulator', () => {
  let emulator: RunningMailEmulator;
  let transport: Transporter;

  beforeAll(async () => {
    emulator = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
    transport = nodemailer.createTransport({ host: emulator.host, port: emulator.smtpPort, secure: false });
  });

  afterAll(async () => {
    transport.close();
    await emulator.close();
  });

  beforeEach(async () => {
    expect((await fetch(`${emulator.httpUrl}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
  });

  const getJson = async <T>(path: string, expectedStatus = 200): Promise<T> => {
    const response = await fetch(`${emulator.httpUrl}${path}`);
    expect(response.status).toBe(expectedStatus);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as T;
  };

  const getHtml = async (path: string, expectedStatus = 200): Promise<string> => {
    const response = await fetch(`${emulator.httpUrl}${path}`);
    expect(response.status).toBe(expectedStatus);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  };

  const sendReset = (to = 'ada@example.com') =>
    transport.sendMail({
      from: '"Market Catalysts" <no-reply@marketcatalysts.local>',
      to: `Ada Lovelace <${to}>`,
      subject: 'Reset your password',
      text: 'Hello Ada,\n\n  choose a new password here:\nhttps://app.example/reset-password/MQ/abc-123\n',
      html: '<p>Hello Ada,</p><p><a href="https://app.example/reset-password/MQ/abc-123">Choose a new password</a></p>',
    });

  const sendNumbered = async (count: number) => {
    for (let index = 1; index <= count; index++) {
      await transport.sendMail({
        from: 'a@example.com',
        to: `user${index}@example.com`,
        subject: `mail ${index}`,
        text: `${index}`,
      });
    }
  };

  it('answers its health check', async () => {
    expect(await getJson('/healthz')).toEqual({ status: 'ok' });
  });

  it('lists a message sent over SMTP in Mailpit’s shape', async () => {
    await sendReset();
    const list = await getJson<MailpitMessageList>('/api/v1/messages');
    expect(list).toMatchObject({ total: 1, messages_count: 1, count: 1, start: 0 });
    const [summary] = list.messages;
    expect(summary).toEqual({
      ID: expect.any(String),
      MessageID: expect.any(String),
      From: { Name: 'Market Catalysts', Address: 'no-reply@marketcatalysts.local' },
      To: [{ Name: 'Ada Lovelace', Address: 'ada@example.com' }],
      Cc: [],
      Subject: 'Reset your password',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      Size: expect.any(Number),
      Snippet: 'Hello Ada, choose a new password here: https://app.example/reset-password/MQ/abc-123',
    });
  });

  it('returns one message with its text and HTML parts, also as `latest`', async () => {
    await sendReset();
    const [summary] = (await getJson<MailpitMessageList>('/api/v1/messages')).messages;
    const message = await getJson<MailpitMessage>(`/api/v1/message/${summary?.ID}`);
    expect(message).toMatchObject({ ...summary });
    expect(message.Text).toContain('https://app.example/reset-password/MQ/abc-123');
    expect(message.HTML).toContain('<a href="https://app.example/reset-password/MQ/abc-123">Choose a new password</a>');
    expect(await getJson<MailpitMessage>('/api/v1/message/latest')).toEqual(message);
  });

  it('serves a message’s header fields and raw source as Mailpit does', async () => {
    await transport.sendMail({
      from: '"Market Catalysts" <no-reply@marketcatalysts.local>',
      to: 'ada@example.com',
      subject: 'Your weekly briefing',
      text: 'Unsubscribe: https://app.example/newsletter/unsubscribe/abc',
      messageId: '<briefing-1@marketcatalysts.local>',
      headers: {
        'List-Unsubscribe': '<https://app.example/newsletter/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [summary] = (await getJson<MailpitMessageList>('/api/v1/messages')).messages;
    const headers = await getJson<Record<string, string[]>>(`/api/v1/message/${summary?.ID}/headers`);
    expect(headers).toMatchObject({
      'List-Unsubscribe': ['<https://app.example/newsletter/unsubscribe/abc>'],
      'List-Unsubscribe-Post': ['List-Unsubscribe=One-Click'],
      'Message-Id': ['<briefing-1@marketcatalysts.local>'],
      Subject: ['Your weekly briefing'],
    });

    const raw = await fetch(`${emulator.httpUrl}/api/v1/message/${summary?.ID}/raw`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
    const source = await raw.text();
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(source).toContain('Unsubscribe: https://app.example/newsletter/unsubscribe/abc');
    expect(await getJson('/api/v1/message/no-such-id/headers', 404)).toEqual({ error: 'message not found' });
  });

  it('answers 404 for an unknown message', async () => {
    expect(await getJson('/api/v1/message/no-such-id', 404)).toEqual({ error: 'message not found' });
    expect(await getHtml('/view/no-such-id', 404)).toContain('Message not found');
  });

  it('lists newest first and pages with start and limit', async () => {
    await sendNumbered(4);
    const subjects = (list: MailpitMessageList) => list.messages.map((message) => message.Subject);
    expect(subjects(await getJson('/api/v1/messages'))).toEqual(['mail 4', 'mail 3', 'mail 2', 'mail 1']);
    const page = await getJson<MailpitMessageList>('/api/v1/messages?start=1&limit=2');
    expect(page).toMatchObject({ total: 4, count: 2, start: 1 });
    expect(subjects(page)).toEqual(['mail 3', 'mail 2']);
  });

  it('refuses a malformed page', async () => {
    expect(await getJson('/api/v1/messages?limit=lots', 400)).toEqual({ error: 'limit must be an integer of at least 1' });
  });

  it('searches by recipient, including Bcc', async () => {
    await sendNumbered(2);
    await transport.sendMail({
      from: 'a@example.com',
      to: 'ada@example.com',
      bcc: 'hidden@example.com',
      subject: 'bcc',
      text: '.',
    });
    const found = await getJson<MailpitMessageList>('/api/v1/search?query=to:user2@example.com');
    expect(found).toMatchObject({ total: 3, messages_count: 1 });
    expect(found.messages.map((message) => message.Subject)).toEqual(['mail 2']);
    const hidden = await getJson<MailpitMessageList>('/api/v1/search?query=to:hidden@example.com');
    expect(hidden.messages.map((message) => message.Subject)).toEqual(['bcc']);
    expect(await getJson('/api/v1/search', 400)).toEqual({ error: 'query is required' });
  });

  it('deletes all messages, or only the listed ones', async () => {
    await sendNumbered(3);
    const ids = (await getJson<MailpitMessageList>('/api/v1/messages')).messages.map((message) => message.ID);
    const deleteSome = await fetch(`${emulator.httpUrl}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [ids[0]] }),
    });
    expect(deleteSome.status).toBe(200);
    expect((await getJson<MailpitMessageList>('/api/v1/messages')).total).toBe(2);

    const deleteAll = await fetch(`${emulator.httpUrl}/api/v1/messages`, { method: 'DELETE' });
    expect(deleteAll.status).toBe(200);
    expect(await getJson('/api/v1/messages')).toMatchObject({ total: 0, messages: [] });
  });

  it('accepts any SMTP credentials', async () => {
    const authenticated = nodemailer.createTransport({
      host: emulator.host,
      port: emulator.smtpPort,
      secure: false,
      auth: { user: 'identity', pass: 'anything' },
    });
    try {
      await authenticated.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'with auth', text: '.' });
    } finally {
      authenticated.close();
    }
    expect((await getJson<MailpitMessageList>('/api/v1/messages')).messages[0]?.Subject).toBe('with auth');
  });

  it('shows a page listing the messages, each opening a page with clickable links', async () => {
    await sendReset();
    const [summary] = (await getJson<MailpitMessageList>('/api/v1/messages')).messages;
    const inbox = await getHtml('/');
    expect(inbox).toContain(`href="view/${summary?.ID}"`);
    expect(inbox).toContain('Reset your password');
    expect(inbox).toContain('Ada Lovelace &lt;ada@example.com&gt;');

    const view = await getHtml(`/view/${summary?.ID}`);
    expect(view).toContain('<a href="https://app.example/reset-password/MQ/abc-123" rel="noreferrer">');
    expect(view).toMatch(
      /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]*srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hello Ada/,
    );
  });

  it('answers 405 for a known path with another method', async () => {
    const response = await fetch(`${emulator.httpUrl}/api/v1/message/latest`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('startMailEmulator', () => {
  it('rejects when a port is taken, and frees the port it had already opened', async () => {
    const first = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
    const smtpPort = await freePort();
    try {
      await expect(startMailEmulator({ smtpPort, httpPort: first.httpPort })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      await expect(freePort(smtpPort)).resolves.toBe(smtpPort);
    } finally {
      await first.close();
    }
  });

  it('can be closed twice', async () => {
    const emulator = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
    await emulator.close();
    await expect(emulator.close()).resolves.toBeUndefined();
  });
});

/** Listens on the port (0: any) and closes again; rejects if the port is taken. */
function freePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}
