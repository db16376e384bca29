// Against the running stack: the bff answers an X-Request-Id (the caller's when well formed, else a
// new UUID), on refusals too. The lines these requests caused in the services are checked once the
// stack has stopped and its log is complete (e2e-logs.after-e2e-spec.ts, from request-id-probe.ts).
import { randomBytes } from 'node:crypto';
import { api, uniqueName } from '../support/api.js';
import { recordProbes, type ProbedRequest } from './request-id-probe.js';

const SUBSCRIBE = '/strapi-newsletter/newsletter/subscribe';
const NEWSLETTER_LINE = 'newsletter: confirmation mail queued for a subscription request';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const subscribe = (requestId: string) =>
  api('POST', SUBSCRIBE, { body: { email: `${uniqueName('reader')}@example.com` }, headers: { 'x-request-id': requestId } });

describe('X-Request-Id through the bff', () => {
  const probes: ProbedRequest[] = [];
  afterAll(() => recordProbes(probes));

  it('answers the caller’s well-formed id, and sends it on to the newsletter service', async () => {
    const requestId = `e2e-${randomBytes(8).toString('hex')}`;
    const answer = await subscribe(requestId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    probes.push({ requestId, line: NEWSLETTER_LINE });
  });

  it('answers a new UUID in place of a malformed id, and sends that one on', async () => {
    const answer = await subscribe('x'.repeat(129));
    expect(answer.status).toBe(200);
    const made = answer.headers.get('x-request-id') ?? '';
    expect(made).toMatch(UUID);
    probes.push({ requestId: made, line: NEWSLETTER_LINE });
  });

  it('answers an id with refusals too', async () => {
    const answer = await api('POST', SUBSCRIBE, { body: {}, headers: { 'x-request-id': 'refused-1' } });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-request-id')).toBe('refused-1');
  });
});
