import { BadRequestException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { WebhookHttpErrorsFilter } from './webhook-http-errors.filter.js';

/** What the filter sent: status, headers and body. */
function answerOf(error: unknown, request: { url: string; method: string } = { url: '/stripe/webhook', method: 'POST' }) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const reply = {
    status: (status: number) => ((answer.status = status), reply),
    header: (name: string, value: string) => ((answer.headers[name] = value), reply),
    send: (body: unknown) => ((answer.body = body), reply),
  };
  const server = {
    hasRoute: ({ method, url }: { method: string; url: string }) => method === 'POST' && url === '/stripe/webhook',
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ ...request, server }) }),
  } as unknown as ArgumentsHost;
  new WebhookHttpErrorsFilter().catch(error, host);
  return answer;
}

/** An error as Fastify's content-type parser raises it, before any route runs. */
const fastifyError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

describe('WebhookHttpErrorsFilter', () => {
  it('answers what Fastify refuses before the webhook runs in the billing shape, with words of its own', () => {
    expect(answerOf(fastifyError(400, "Body is not valid JSON but content-type is set to 'application/json'"))).toEqual({
      status: 400,
      headers: {},
      body: { error: 'The body is not a JSON event.' },
    });
    expect(answerOf(fastifyError(413, 'Request body is too large'))).toMatchObject({
      status: 413,
      body: { error: 'The body is larger than a Stripe event can be (1 MiB).' },
    });
    expect(answerOf(fastifyError(415, 'Unsupported Media Type'))).toMatchObject({
      status: 415,
      body: { error: 'Stripe events are sent as application/json.' },
    });
  });

  it('keeps the webhook’s own refusal as it is', () => {
    expect(answerOf(new BadRequestException({ error: 'Invalid Stripe signature.' }))).toMatchObject({
      status: 400,
      body: { error: 'Invalid Stripe signature.' },
    });
  });

  it('answers another method on the webhook’s path with 405 and Allow, and an unknown path with 404', () => {
    expect(answerOf(new NotFoundException(), { url: '/stripe/webhook', method: 'GET' })).toEqual({
      status: 405,
      headers: { Allow: 'POST' },
      body: { error: 'Method "GET" not allowed.' },
    });
    expect(answerOf(new NotFoundException(), { url: '/wp-login.php?x=1', method: 'GET' })).toEqual({
      status: 404,
      headers: {},
      body: { error: 'Not found.' },
    });
  });
});
