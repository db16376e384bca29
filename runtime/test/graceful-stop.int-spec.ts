import { Controller, Module } from '@nestjs/common';
import { ClientProxyFactory, MessagePattern, Transport, type ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { firstValueFrom, timeout } from 'rxjs';
import { bootService } from '../src/service/run-service.js';
import { startPrivateNats } from '../src/testing/private-nats.js';

const SUBJECT = 'graceful-stop-test.quote';
const HANDLER_MS = 300;

/** A request that takes a while, as a slow query does; answers which replica handled it. */
@Controller()
class SlowController {
  static replica = '';
  readonly replica = SlowController.replica;

  @MessagePattern(SUBJECT)
  async quote(symbol: string) {
    await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
    return { symbol, replica: this.replica };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a replica stopping under load (two replicas in one queue group)', () => {
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let client: ClientProxy;
  const replicas: NestFastifyApplication[] = [];

  const boot = async (name: string) => {
    SlowController.replica = name;
    const config = { DATABASE_URL: 'postgresql://unused', NATS_URL: nats.url, HTTP_HOST: '127.0.0.1', HTTP_PORT: 0 };
    replicas.push(await bootService({ name: 'graceful-stop-test', config, module: SlowModule }));
  };

  beforeAll(async () => {
    nats = await startPrivateNats(24233);
    await boot('a');
    await boot('b');
    client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [nats.url] } });
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    for (const replica of replicas) await replica.close();
    await nats?.stop();
  });

  it('answers every request: the stopping replica takes no new ones and finishes those it holds', async () => {
    const answers: Promise<{ replica: string; at: number } | Error>[] = [];
    let closeStarted = 0;
    let closed = 0;
    const stopping = (async () => {
      await sleep(500);
      closeStarted = Date.now();
      await replicas[0].close();
      closed = Date.now();
    })();
    for (let i = 0; i < 150; i++) {
      answers.push(
        firstValueFrom(client.send<{ replica: string }>(SUBJECT, `SYM${i}`).pipe(timeout(5_000))).then(
          ({ replica }) => ({ replica, at: Date.now() }),
          (error: Error) => error,
        ),
      );
      await sleep(10);
    }
    const results = await Promise.all(answers);
    await stopping;

    expect(results.filter((result) => result instanceof Error)).toEqual([]);
    const answered = results as { replica: string; at: number }[];
    // Replica a answered requests it held when it began to stop.
    expect(answered.filter(({ replica, at }) => replica === 'a' && at > closeStarted).length).toBeGreaterThan(0);
    // It waited for them: closing took about one handler's time, not nothing.
    expect(closed - closeStarted).toBeGreaterThanOrEqual(HANDLER_MS / 2);
    expect(answered.filter(({ replica }) => replica === 'b').length).toBeGreaterThan(75);
  });
});
