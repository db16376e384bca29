// One request's id, from the caller through the bff and over NATS into the service: the bff's
// request hooks, RpcClient's headers, RpcHandler and the runtime's logger, on a private NATS server.
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import Fastify, { type FastifyInstance } from 'fastify';
import { QuotesService } from '@mc/proto';
import { createLogger, natsServerOptions, RpcClient, RpcHandler, rpcClientProxy } from '@mc/runtime';
import { startPrivateNats, type PrivateNats } from '@mc/runtime/testing';
import { installRequestTracing } from './request-tracing.js';

type Line = { service: string; msg: string; request_id?: string };
const lines: Line[] = [];
const capture = { write: (line: string) => lines.push(JSON.parse(line) as Line) };
const bffLog = createLogger('bff', 'info', capture);
const quotesLog = createLogger('quotes', 'info', capture);

@Controller()
class QuotesProbe {
  @RpcHandler(QuotesService.method.listDelayedQuotes)
  async listDelayedQuotes() {
    await new Promise((resolve) => setTimeout(resolve, 5));
    quotesLog.info('listing the delayed quotes');
    return { quotes: [] };
  }
}

@Module({ controllers: [QuotesProbe] })
class QuotesProbeModule {}

describe('request ids across the bff and a service', () => {
  let nats: PrivateNats;
  let service: INestMicroservice;
  let proxy: ClientProxy;
  let bff: FastifyInstance;

  beforeAll(async () => {
    nats = await startPrivateNats(24481);
    service = await NestFactory.createMicroservice(QuotesProbeModule, {
      ...natsServerOptions('quotes', nats.url),
      logger: false,
    });
    await service.listen();
    proxy = rpcClientProxy({ servers: [nats.url] });
    const quotes = new RpcClient(proxy, 5_000);
    bff = Fastify();
    installRequestTracing(bff, { exportSpans: false });
    bff.get('/api/tape/', async () => {
      bffLog.info('asking quotes for the tape');
      const { quotes: tape } = await quotes.call(QuotesService.method.listDelayedQuotes, {});
      bffLog.info('answering the tape');
      return tape;
    });
    await bff.ready();
  }, 30_000);

  afterAll(async () => {
    await bff?.close();
    await proxy?.close();
    await service?.close();
    await nats?.stop();
  });

  beforeEach(() => lines.splice(0));

  const linesOf = (requestId: string) =>
    lines.filter(({ request_id }) => request_id === requestId).map(({ service, msg }) => `${service}: ${msg}`);

  it('answers the caller’s id and writes it on the bff’s and the service’s lines', async () => {
    const answer = await bff.inject({ method: 'GET', url: '/api/tape/', headers: { 'x-request-id': 'edge-4f1c9a' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('edge-4f1c9a');
    expect(linesOf('edge-4f1c9a')).toEqual([
      'bff: asking quotes for the tape',
      'quotes: listing the delayed quotes',
      'bff: answering the tape',
    ]);
    expect(lines).toHaveLength(3);
  });

  it('replaces a malformed id with a new UUID, answered and logged the same way', async () => {
    const answer = await bff.inject({ method: 'GET', url: '/api/tape/', headers: { 'x-request-id': 'a "forged" id\t' } });
    const made = String(answer.headers['x-request-id']);
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(linesOf(made)).toHaveLength(3);
  });

  it('gives concurrent requests their own ids, and answers one to every request', async () => {
    const answers = await Promise.all(
      ['first-1', 'second-2', undefined].map((id) =>
        bff.inject({ method: 'GET', url: '/api/tape/', headers: id ? { 'x-request-id': id } : {} }),
      ),
    );
    const ids = answers.map(({ headers }) => String(headers['x-request-id']));
    expect(ids.slice(0, 2)).toEqual(['first-1', 'second-2']);
    for (const id of ids) expect(linesOf(id)).toHaveLength(3);
    expect(lines).toHaveLength(9);
  });

  it('leaves work done outside any request without an id, in the bff and in the service', async () => {
    await new RpcClient(proxy, 5_000).call(QuotesService.method.listDelayedQuotes, {});
    expect(lines).toEqual([expect.objectContaining({ service: 'quotes', msg: 'listing the delayed quotes' })]);
    expect(lines[0]).not.toHaveProperty('request_id');
  });
});
