import { parseMail } from './mail-parser.js';

const multipart = [
  'From: "Market Catalysts" <no-reply@marketcatalysts.local>',
  'To: Ada Lovelace <ada@example.com>, Reviewers: bob@example.com, Carol <carol@example.com>;',
  'Cc: audit@example.com',
  'Subject: =?UTF-8?Q?Reset_your_password_=E2=80=94_now?=',
  'Message-ID: <reset-1@marketcatalysts.local>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Open https://app.example/reset',
  '--b1',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p><a href="https://app.example/reset">Reset</a></p>',
  '--b1--',
  '',
].join('\r\n');

describe('parseMail', () => {
  it('reads addresses, subject, both parts and the size', async () => {
    const raw = Buffer.from(multipart);
    const mail = await parseMail(raw, {
      mailFrom: 'bounce@marketcatalysts.local',
      rcptTo: ['ada@example.com', 'bcc@example.com'],
    });
    expect(mail).toEqual({
      messageId: 'reset-1@marketcatalysts.local',
      from: { name: 'Market Catalysts', address: 'no-reply@marketcatalysts.local' },
      to: [
        { name: 'Ada Lovelace', address: 'ada@example.com' },
        { name: '', address: 'bob@example.com' },
        { name: 'Carol', address: 'carol@example.com' },
      ],
      cc: [{ name: '', address: 'audit@example.com' }],
      envelopeRecipients: ['ada@example.com', 'bcc@example.com'],
      subject: 'Reset your password — now',
      text: expect.stringContaining('Open https://app.example/reset'),
      html: expect.stringContaining('<a href="https://app.example/reset">Reset</a>'),
      size: raw.byteLength,
      headers: expect.arrayContaining([
        { name: 'Message-ID', value: '<reset-1@marketcatalysts.local>' },
        { name: 'Subject', value: '=?UTF-8?Q?Reset_your_password_=E2=80=94_now?=' },
      ]),
      raw: multipart,
    });
    expect(mail.headers.map((header) => header.name)).toEqual([
      'From',
      'To',
      'Cc',
      'Subject',
      'Message-ID',
      'MIME-Version',
      'Content-Type',
    ]);
  });

  it('takes the sender from the envelope when no From header names one', async () => {
    const mail = await parseMail(Buffer.from('Subject: bare\r\n\r\nbody\r\n'), { mailFrom: 'cron@host.local', rcptTo: [] });
    expect(mail).toMatchObject({ from: { name: '', address: 'cron@host.local' }, to: [], messageId: '', html: '' });
  });
});
