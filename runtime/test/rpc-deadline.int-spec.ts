import { Controller, Module } from '@nestjs/common';
import { ClientProxyFactory, MessagePattern, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { firstValueFrom, timeout } from 'rxjs';
import { RPC_DEADLINE_HEADER, throwIfPastDeadline } from '../src/messaging/rpc-deadline.js';
import { bootService } from '../src/service/run-service.js';
import { startPrivateNats } from '../src/testing/private-nats.js';

const SUBJECT = 'rpc-deadline-test.register';
const SLOW_SUBJECT = 'rpc-deadline-test.slow-register';

/** Counts the requests it handled, as a registration writes a row. */
@Controller()
class CountingController {
  static handled: string[] = [];

  @MessagePattern(SUBJECT)
  register(name: string) {
    CountingController.handled.push(name);
    return { name };
  }

  /** Waits (as for the password hasher's threads) before it writes, and writes only if its caller still waits. */
  @MessagePattern(SLOW_SUBJECT)
  async slowRegister(name: string) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    throwIfPastDeadline();
    CountingController.handled.push(name);
    return { name };
  }
}

@Module({ controllers: [CountingController] })
class CountingModule {}

describe('a request whose caller stopped waiting (mc-deadline passed) is dropped, not handled', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let client: ClientProxy;
  let service: NestFastifyApplication;

  beforeAll(async () => {
    nats = await startPrivateNats(24234);
    const config = { DATABASE_URL: 'postgresql://unused', NATS_URL: nats.url, HTTP_HOST: '127.0.0.1', HTTP_PORT: 0 };
    service = await bootService({ name: 'rpc-deadline-test', config, module: CountingModule });
    client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [nats.url] } });
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await nats?.stop();
  });

  const send = (name: string, deadline?: number, subject = SUBJECT) => {
    const headers = natsHeaders();
    if (deadline !== undefined) headers.set(RPC_DEADLINE_HEADER, String(deadline));
    const record = new NatsRecordBuilder(name).setHeaders(headers).build();
    return firstValueFrom(client.send<{ name: string }>(subject, record).pipe(timeout(1_000))).catch((error: Error) => error);
  };

  it('handles a request within its deadline, and one without the header (a caller of the previous release)', async () => {
    await expect(send('in-time', Date.now() + 5_000)).resolves.toEqual({ name: 'in-time' });
    await expect(send('no-header')).resolves.toEqual({ name: 'no-header' });
    expect(CountingController.handled).toEqual(['in-time', 'no-header']);
  });

  it('never runs the handler of a request that arrives after its deadline (the caller gets no reply)', async () => {
    const answer = await send('too-late', Date.now() - 1);
    expect(answer).toBeInstanceOf(Error);
    expect(CountingController.handled).not.toContain('too-late');
  });

  it('lets a handler that waited inside the service past the deadline stop before it writes', async () => {
    await expect(send('slow-in-time', Date.now() + 5_000, SLOW_SUBJECT)).resolves.toEqual({ name: 'slow-in-time' });
    // Arrives in time, but its caller stops waiting while it waits (300 ms) for what it needs.
    // (A real caller has gone; this one waits longer, and gets Nest's error, never the handler's answer.)
    expect(await send('slow-too-late', Date.now() + 100, SLOW_SUBJECT)).not.toEqual({ name: 'slow-too-late' });
    expect(CountingController.handled).toContain('slow-in-time');
    expect(CountingController.handled).not.toContain('slow-too-late');
  });
});
