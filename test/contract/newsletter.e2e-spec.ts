import { randomBytes } from 'node:crypto';
import {
  removeStackData,
  startProcess,
  stackProcesses,
  TEST_PORTS,
  type RunningProcess,
  type StackOptions,
} from '../../scripts/stack.mjs';
import { api, bffUrl, uniqueName } from '../support/api.js';
import { CONFIRMATION_SUBJECT, mailsTo, newsletterLink, waitForNewsletterMail } from '../support/newsletter-mail.js';

const SUBSCRIBE = '/strapi-newsletter/newsletter/subscribe';
const DETAIL =
  'Thank you! To finish, follow the link in the email we are sending to this address. If it is subscribed already, nothing changes.';

const address = () => `${uniqueName('reader')}@example.com`;
const page = async (method: 'GET' | 'POST' | 'HEAD', path: string, init: RequestInit = {}) => {
  const response = await fetch(`${bffUrl()}${path}`, { method, redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

/** Issue 10 §1 and §2, against the running product: bff → NATS → newsletter → PostgreSQL → SMTP. */
describe('newsletter: POST /strapi-newsletter/newsletter/subscribe', () => {
  it('answers 200 and mails a confirmation link with RFC 8058 headers', async () => {
    const email = address();
    const answer = await api('POST', SUBSCRIBE, { body: { email } });
    expect(answer).toMatchObject({ status: 200, body: { detail: DETAIL } });

    const mail = await waitForNewsletterMail(email, CONFIRMATION_SUBJECT);
    const unsubscribe = newsletterLink(mail.text, 'unsubscribe');
    expect(mail.headers['List-Unsubscribe']).toEqual([`<${unsubscribe.url}>`]);
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(mail.html).toContain(newsletterLink(mail.text, 'confirm').url);
  });

  it('answers the same address again in the same words, in any case, and sends no second mail', async () => {
    const email = address();
    expect((await api('POST', SUBSCRIBE, { body: { email } })).status).toBe(200);
    await waitForNewsletterMail(email, CONFIRMATION_SUBJECT);
    const again = await api('POST', SUBSCRIBE, { body: { email: email.toUpperCase() } });
    expect(again).toMatchObject({ status: 200, body: { detail: DETAIL } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailsTo(email, CONFIRMATION_SUBJECT)).toHaveLength(1);
  });

  it.each([
    [{}, { email: ['This field is required.'] }],
    [{ email: '' }, { email: ['This field may not be blank.'] }],
    [{ email: 'not-an-email' }, { email: ['Enter a valid email address.'] }],
    [{ email: 'jane@example' }, { email: ['Enter a valid email address.'] }],
    [{ email: 12 }, { email: ['Not a valid string.'] }],
    [['jane@example.com'], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
  ])('refuses %j with a field error', async (body, refusal) => {
    expect(await api('POST', SUBSCRIBE, { body })).toMatchObject({ status: 400, body: refusal });
  });

  it('refuses an address the service cannot mail, with the same field error', async () => {
    expect(await api('POST', SUBSCRIBE, { body: { email: 'jane..doe@example.com' } })).toMatchObject({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
  });

  it('refuses a body that is not JSON, and other methods', async () => {
    const form = await api('POST', SUBSCRIBE, {
      body: 'email=jane%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const broken = await api('POST', SUBSCRIBE, { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^JSON parse error - /) } });
    const get = await api('GET', SUBSCRIBE);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
  });

  it('limits requests per address', async () => {
    // An address's hourly window starts at its first request (rate-limiter-flexible): a new address, a new window.
    const email = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await api('POST', SUBSCRIBE, { body: { email } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await api('POST', SUBSCRIBE, { body: { email } });
    expect(refused).toMatchObject({ status: 429, body: { detail: expect.stringMatching(/^Request was throttled\./) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('newsletter: the confirmation and unsubscribe pages', () => {
  let confirmPath: string;
  let unsubscribePath: string;

  beforeAll(async () => {
    const email = address();
    await api('POST', SUBSCRIBE, { body: { email } });
    const mail = await waitForNewsletterMail(email, CONFIRMATION_SUBJECT);
    confirmPath = newsletterLink(mail.text, 'confirm').path;
    unsubscribePath = newsletterLink(mail.text, 'unsubscribe').path;
  });

  it('confirms on the first visit and says so, without a HEAD request changing anything', async () => {
    await page('HEAD', confirmPath);
    const first = await page('GET', confirmPath);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(heading(first.html)).toBe('You’re subscribed');
    expect(first.html).not.toContain('<script');

    const again = await page('GET', confirmPath);
    expect({ status: again.status, heading: heading(again.html) }).toEqual({ status: 200, heading: 'You’re already subscribed' });
  });

  it('answers an unknown or malformed link with a page saying so', async () => {
    const unknown = await page('GET', `/newsletter/confirm/${randomBytes(32).toString('base64url')}`);
    expect({ status: unknown.status, heading: heading(unknown.html) }).toEqual({
      status: 404,
      heading: 'This confirmation link is not valid',
    });
    const malformed = await page('GET', '/newsletter/unsubscribe/not%20a%20token');
    expect({ status: malformed.status, heading: heading(malformed.html) }).toEqual({
      status: 404,
      heading: 'This unsubscribe link is not valid',
    });
  });

  it('unsubscribes with RFC 8058’s one-click POST, without JavaScript or a session', async () => {
    const oneClick = await page('POST', unsubscribePath, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect({ status: oneClick.status, heading: heading(oneClick.html) }).toEqual({ status: 200, heading: 'You’re unsubscribed' });

    const followed = await page('GET', unsubscribePath);
    expect({ status: followed.status, heading: heading(followed.html) }).toEqual({
      status: 200,
      heading: 'You’re already unsubscribed',
    });
    // The old confirmation link cannot subscribe the address again.
    expect((await page('GET', confirmPath)).status).toBe(404);
  });
});

/**
 * A bff of its own on the stack's NATS (so its newsletter service answers), with an operator token
 * and a low per-client limit: the main stack's bff has neither.
 */
describe('newsletter: a bff with an operator token and a per-client limit', () => {
  const ports = { ...TEST_PORTS, bff: 28480, bffMetrics: 29480 };
  const operatorToken = randomBytes(24).toString('hex');
  const run = `${process.env.E2E_DATABASE_PREFIX ?? 'e2e_'}news${randomBytes(2).toString('hex')}`;
  let options: StackOptions;
  let bff: RunningProcess;
  const url = (path: string) => `http://127.0.0.1:${ports.bff}${path}`;

  beforeAll(async () => {
    options = {
      ports,
      databasePrefix: `${run}_`,
      keyPrefix: `${run}:`,
      postgresUrl: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
      natsUrl: process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:24250',
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      env: { NEWSLETTER_OPERATOR_TOKEN: operatorToken, THROTTLE_NEWSLETTER_PER_CLIENT: '3/minute' },
      log: () => undefined,
    };
    bff = await startProcess(
      stackProcesses(options).find((spec) => spec.name === 'bff')!,
      () => undefined,
    );
  }, 60_000);

  afterAll(async () => {
    await bff?.stop();
    await removeStackData(options);
  }, 30_000);

  it('previews the next briefing for the operator, sending nothing', async () => {
    const response = await fetch(url('/api/newsletter/briefing/preview'), {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const preview = (await response.json()) as Record<string, unknown>;
    expect(preview).toEqual({
      scheduled_for: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      time_zone: 'America/New_York',
      week: { from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), to: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
      subject: expect.stringMatching(/^Market Catalysts weekly briefing: /),
      recipients: expect.any(Number),
      sections: {
        catalysts: expect.stringMatching(/^(included|unavailable)$/),
        watch_lists: expect.stringMatching(/^(included|unavailable)$/),
      },
      text: expect.stringContaining("THE WEEK'S MOST IMPORTANT CATALYSTS"),
      html: expect.stringContaining('<meta name="color-scheme" content="light dark">'),
    });
    expect(Date.parse(preview.scheduled_for as string)).toBeGreaterThan(Date.now());
  }, 30_000);

  it('refuses the preview without the token (401) or with another (403)', async () => {
    const none = await fetch(url('/api/newsletter/briefing/preview'));
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const wrong = await fetch(url('/api/newsletter/briefing/preview'), {
      headers: { authorization: `Bearer ${operatorToken}0` },
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    const userToken = await fetch(url('/api/newsletter/briefing/preview'), {
      headers: { authorization: `Token ${operatorToken}` },
    });
    expect(userToken.status).toBe(401);
  });

  it('limits sign-ups per client address', async () => {
    // The window (a minute) starts at the key's first request, this test's first sign-up: no clock to wait for.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fetch(url(SUBSCRIBE), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address() }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
