// The requests of the fuzz to billing's `POST /stripe/webhook` (issue 12 §9): unsigned, badly signed,
// stale and future-dated deliveries, correctly signed bodies that are no usable event (NUL bytes,
// surrogates, depth, wrong types, size), events of unknown types and objects, other methods, media
// types and headers. Signatures are made when a request is sent, so a long run never goes stale.
import { createHmac } from 'node:crypto';
import { STRIPE_KEYS, TEST_PORTS } from '../../scripts/stack.mjs';
import { METHODS, REFUSED_TEXT, randomJson, randomText, type FuzzRequest, type Random } from './hostile-cases.js';

export const WEBHOOK_PATH = '/stripe/webhook';
/** Billing's own HTTP port in the test stack, where the ingress sends Stripe's deliveries. */
export const billingUrl = () => process.env.E2E_BILLING_URL ?? `http://127.0.0.1:${TEST_PORTS.billing}`;

/**
 * Node refuses oversized headers (431) and closes the connection, but on a service's port
 * (Fastify's default client-error answer, unlike the bff's) without saying `Connection: close`, so
 * a keep-alive client that reused it would lose its next request: these cases get a connection of
 * their own (fuzz-client.ts).
 */
const OWN_CONNECTION = { connection: 'close' };

/** Stripe's tolerance: a signature older, or dated further ahead, than this is refused. */
const TOLERANCE_SECONDS = 300;
/** Billing's body limit (Fastify's default of 1 MiB). */
const BODY_LIMIT = 1024 * 1024;
const BAD_REQUEST = [400];
/** Stripe's documentation: any 2xx acknowledges a delivery; an event that cannot be applied is not retried. */
const ACKNOWLEDGED = [200];

/** `Stripe-Signature` as Stripe makes it: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>`. */
export function stripeSignature(body: string | Buffer, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** How a case is signed, decided when it is sent. */
type Signing =
  | { kind: 'signed'; offsetSeconds?: number; secret?: string }
  | { kind: 'none' }
  | { kind: 'header'; value: (now: number) => string };

/** A webhook request whose signature is made at send time. */
export interface WebhookCase {
  label: string;
  method?: string;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  signing: Signing;
  expect?: number[];
}

/** The request as sent now: signed over the exact bytes of its body. */
export function webhookRequest(fuzz: WebhookCase, now = Math.floor(Date.now() / 1000)): FuzzRequest {
  const headers: Record<string, string> = { accept: 'application/json', ...fuzz.headers };
  if (fuzz.contentType !== undefined) headers['content-type'] = fuzz.contentType;
  const body = fuzz.body ?? '';
  const { signing } = fuzz;
  if (signing.kind === 'signed')
    headers['stripe-signature'] = stripeSignature(
      body,
      signing.secret ?? STRIPE_KEYS.webhookSecret,
      now + (signing.offsetSeconds ?? 0),
    );
  if (signing.kind === 'header') headers['stripe-signature'] = signing.value(now);
  const method = fuzz.method ?? 'POST';
  return {
    label: `webhook: ${fuzz.label}`,
    method,
    path: WEBHOOK_PATH,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    expect: fuzz.expect,
  };
}

/** A Stripe event as Stripe sends it, about an object nobody has. */
const event = (overrides: Record<string, unknown> = {}) => ({
  id: 'evt_fuzz_1QxYz2AbCdEf',
  object: 'event',
  api_version: '2025-09-30.clover',
  created: 1_795_000_000,
  type: 'customer.subscription.updated',
  livemode: false,
  data: { object: { id: 'sub_fuzz_no_such_subscription', object: 'subscription', status: 'active' } },
  ...overrides,
});

/** An event with one field replaced by raw JSON text. */
function eventWith(field: string, json: string): string {
  const others = Object.entries(event())
    .filter(([name]) => name !== field)
    .map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{${[...others, `${JSON.stringify(field)}: ${json}`].join(', ')}}`;
}

const signed = (label: string, body: string | Buffer, expect?: number[]): WebhookCase => ({
  label: `signed ${label}`,
  body,
  contentType: 'application/json; charset=utf-8',
  signing: { kind: 'signed' },
  expect,
});

const VALID = JSON.stringify(event());

/** Deliveries that are not Stripe's: no signature, another secret, another time, another format. */
const FORGED: WebhookCase[] = [
  { label: 'no signature', body: VALID, contentType: 'application/json', signing: { kind: 'none' }, expect: BAD_REQUEST },
  {
    label: 'an empty signature',
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'header', value: () => '' },
    expect: BAD_REQUEST,
  },
  {
    label: 'signed with another secret',
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'signed', secret: 'whsec_not_the_endpoints' },
    expect: BAD_REQUEST,
  },
  {
    label: 'a signature of other bytes',
    body: VALID,
    contentType: 'application/json',
    signing: {
      kind: 'header',
      value: (now) => stripeSignature(VALID.replace('active', 'canceled'), STRIPE_KEYS.webhookSecret, now),
    },
    expect: BAD_REQUEST,
  },
  {
    label: 'a signature older than the tolerance (a replay)',
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'signed', offsetSeconds: -(TOLERANCE_SECONDS + 5) },
    expect: BAD_REQUEST,
  },
  {
    label: 'a signature dated beyond the tolerance ahead',
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'signed', offsetSeconds: TOLERANCE_SECONDS + 5 },
    expect: BAD_REQUEST,
  },
  {
    label: 'a signature dated in the year 33658',
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'header', value: () => stripeSignature(VALID, STRIPE_KEYS.webhookSecret, 1e12) },
    expect: BAD_REQUEST,
  },
  {
    label: 'a timestamp that is no number',
    body: VALID,
    contentType: 'application/json',
    signing: {
      kind: 'header',
      value: (now) => stripeSignature(VALID, STRIPE_KEYS.webhookSecret, now).replace(/^t=\d+/, 't=NaN'),
    },
    expect: BAD_REQUEST,
  },
  {
    label: 'only a v0 signature',
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'header', value: (now) => stripeSignature(VALID, STRIPE_KEYS.webhookSecret, now).replace('v1=', 'v0=') },
    expect: BAD_REQUEST,
  },
  {
    label: '150 wrong v1 signatures',
    body: VALID,
    contentType: 'application/json',
    signing: {
      kind: 'header',
      value: (now) => `t=${now},${Array.from({ length: 150 }, () => `v1=${'0'.repeat(64)}`).join(',')}`,
    },
    expect: BAD_REQUEST,
  },
  {
    label: 'a signature header of 20 KB',
    body: VALID,
    contentType: 'application/json',
    headers: OWN_CONNECTION,
    signing: { kind: 'header', value: (now) => `t=${now},v1=${'a'.repeat(20 * 1024)}` },
    expect: [431],
  },
  { label: 'no body', contentType: 'application/json', signing: { kind: 'signed' }, expect: BAD_REQUEST },
];

/** Within the tolerance either way: a delivery, acknowledged. */
const ON_TIME: WebhookCase[] = [
  { ...signed('the valid event', VALID, ACKNOWLEDGED) },
  { ...signed('the valid event, dated 200 s ahead', VALID, ACKNOWLEDGED), signing: { kind: 'signed', offsetSeconds: 200 } },
  { ...signed('the valid event, dated 200 s ago', VALID, ACKNOWLEDGED), signing: { kind: 'signed', offsetSeconds: -200 } },
];

/** Correctly signed, but no event billing can apply: acknowledged (2xx) so that Stripe does not retry for three days. */
const UNUSABLE: WebhookCase[] = [
  ...Object.entries(REFUSED_TEXT).flatMap(([what, text]) =>
    ['id', 'type'].map((field) =>
      signed(`${what} in the event's ${field}`, eventWith(field, JSON.stringify(text)), ACKNOWLEDGED),
    ),
  ),
  ...Object.entries(REFUSED_TEXT).map(([what, text]) =>
    signed(
      `${what} in data.object.id`,
      eventWith('data', JSON.stringify({ object: { id: text, object: 'subscription' } })),
      ACKNOWLEDGED,
    ),
  ),
  signed('an unknown event type', eventWith('type', '"fuzz.never_sent"'), ACKNOWLEDGED),
  signed('an unknown object', eventWith('data', JSON.stringify({ object: { id: 'xyz_fuzz_1', object: 'fuzz' } })), ACKNOWLEDGED),
  signed(
    'an invoice nobody has',
    eventWith('type', '"invoice.paid"').replace('"sub_fuzz_no_such_subscription"', '"in_fuzz_none"'),
    ACKNOWLEDGED,
  ),
  signed(
    'a customer nobody has',
    eventWith('data', JSON.stringify({ object: { id: 'cus_fuzz_none', object: 'customer' } })),
    ACKNOWLEDGED,
  ),
  signed('an event id that is a number', eventWith('id', '42'), ACKNOWLEDGED),
  signed('an event id of 300 characters', eventWith('id', JSON.stringify(`evt_${'x'.repeat(296)}`)), ACKNOWLEDGED),
  signed('a type that is a list', eventWith('type', '["invoice.paid"]'), ACKNOWLEDGED),
  signed('a type of 500 characters', eventWith('type', JSON.stringify(`invoice.${'a'.repeat(492)}`)), ACKNOWLEDGED),
  signed('data that is null', eventWith('data', 'null'), ACKNOWLEDGED),
  signed('data.object that is a string', eventWith('data', '{"object": "sub_1"}'), ACKNOWLEDGED),
  signed('data.object.id that is an object', eventWith('data', '{"object": {"id": {"id": "sub_1"}}}'), ACKNOWLEDGED),
  signed(
    'data.object nested 5000 deep',
    eventWith('data', `{"object": {"id": "sub_fuzz_deep", "items": ${'['.repeat(5000)}${']'.repeat(5000)}}}`),
    ACKNOWLEDGED,
  ),
  signed('a list nested 5000 deep', '['.repeat(5000) + ']'.repeat(5000), ACKNOWLEDGED),
  signed('a list', `[${VALID}]`, ACKNOWLEDGED),
  signed('a string', '"evt_1"', ACKNOWLEDGED),
  signed('a number', '42', ACKNOWLEDGED),
  signed('null', 'null', ACKNOWLEDGED),
  // Billing's JSON parser refuses `__proto__` keys, which Stripe never sends.
  signed('a prototype object', eventWith('data', '{"__proto__": {"object": {"id": "sub_1"}}}'), BAD_REQUEST),
  signed('an event of 900 KB', eventWith('padding', JSON.stringify('p'.repeat(900 * 1024))), ACKNOWLEDGED),
  // Not JSON at all: no event, so no delivery of Stripe's whatever its signature (Stripe's docs: 400).
  signed('unfinished JSON', '{"id": "evt_1", ', BAD_REQUEST),
  signed('text after the JSON', `${VALID} {}`, BAD_REQUEST),
  signed('NaN', '{"id": NaN}', BAD_REQUEST),
  signed('bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), [200, 400]),
  signed(
    'UTF-8 encoding a surrogate',
    Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    [200, 400],
  ),
  signed('a body over the limit', eventWith('padding', JSON.stringify('p'.repeat(BODY_LIMIT + 10))), [413]),
];

/** Everything about the request but its body: methods, media types, headers. */
const OTHER_REQUESTS: WebhookCase[] = [
  ...METHODS.filter((method) => method !== 'POST').map((method): WebhookCase => ({
    label: `method ${method}`,
    method,
    body: VALID,
    contentType: 'application/json',
    signing: { kind: 'signed' },
  })),
  { label: 'plain text', body: VALID, contentType: 'text/plain', signing: { kind: 'signed' } },
  {
    label: 'a form',
    body: 'id=evt_1&type=invoice.paid',
    contentType: 'application/x-www-form-urlencoded',
    signing: { kind: 'signed' },
  },
  {
    label: 'multipart',
    body: '--f\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--f--\r\n',
    contentType: 'multipart/form-data; boundary=f',
    signing: { kind: 'signed' },
  },
  { label: 'no media type', body: VALID, signing: { kind: 'signed' } },
  { label: 'JSON declared UTF-16', body: VALID, contentType: 'application/json; charset=utf-16', signing: { kind: 'signed' } },
  { label: 'a media type with empty parameters', body: VALID, contentType: 'application/json;;;', signing: { kind: 'signed' } },
  {
    label: 'a header of 20 KB',
    body: VALID,
    contentType: 'application/json',
    headers: { 'x-fuzz': 'h'.repeat(20 * 1024), ...OWN_CONNECTION },
    signing: { kind: 'signed' },
    expect: [431],
  },
  {
    label: 'a forged client address',
    body: VALID,
    contentType: 'application/json',
    headers: { 'x-forwarded-for': 'not-an-address, ::1' },
    signing: { kind: 'signed' },
    expect: ACKNOWLEDGED,
  },
];

/** Every deterministic webhook case. */
export const webhookCases = (): WebhookCase[] => [...FORGED, ...ON_TIME, ...UNUSABLE, ...OTHER_REQUESTS];

/** One random variation of the classes above, for runs longer than the deterministic cases. */
export function randomWebhookCase(random: Random): WebhookCase {
  const label = 'random';
  switch (random.int(5)) {
    case 0:
      return signed(`${label} body`, randomJson(random, 4));
    case 1: {
      const field = random.pick(['id', 'type', 'data', 'object', 'created', 'livemode']);
      return signed(`${label} value of ${field}`, eventWith(field, randomJson(random, 3)));
    }
    case 2: {
      const id = randomText(random).replace(/[\ud800-\udfff]/g, '');
      return signed(
        `${label} object id`,
        eventWith('data', JSON.stringify({ object: { id, object: 'subscription' } })),
        ACKNOWLEDGED,
      );
    }
    case 3: {
      const offsetSeconds = random.pick([-1, 1]) * (TOLERANCE_SECONDS + 1 + random.int(10 ** random.int(9)));
      return { ...signed(`${label} time outside the tolerance`, VALID, BAD_REQUEST), signing: { kind: 'signed', offsetSeconds } };
    }
    default: {
      const header = randomText(random).replace(/[^\x20-\x7e]/g, '');
      return {
        label: `${label} signature header`,
        body: VALID,
        contentType: 'application/json',
        signing: { kind: 'header', value: () => header },
        expect: BAD_REQUEST,
      };
    }
  }
}
