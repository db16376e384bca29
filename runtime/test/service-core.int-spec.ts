import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { Events, type UserRegisteredSchema } from '@mc/proto';
import { READINESS_CHECKS, type ReadinessCheck } from '../src/health/readiness.js';
import { EventConsumer, type EventHandler } from '../src/outbox/event-consumer.decorator.js';
import type { DecodedEvent } from '../src/outbox/event-envelope.js';
import { recordEvent } from '../src/outbox/outbox.js';
import { ServiceEventBus } from '../src/outbox/service-event-bus.js';
import type { SqlExecutor, TransactionRunner } from '../src/outbox/sql-executor.js';
import { dropDatabase, ensureDatabaseExists } from '../src/prisma/create-database.js';
import { applyRuntimeMigrations } from '../src/prisma/runtime-migrations.js';
import { bootService } from '../src/service/run-service.js';
import { ServiceCoreModule } from '../src/service/service-core.module.js';
import { SERVICE_ENV, type CoreEnv } from '../src/service/service-env.js';
import { pgTransactionRunner } from '../src/testing/pg-transaction-runner.js';
import { until } from '../src/testing/poll.js';
import { startPrivateNats } from '../src/testing/private-nats.js';

/** Stands in for a service's PrismaService (no generated client in the runtime): the same `$` methods over pg. */
@Injectable()
class TestDatabase implements TransactionRunner, SqlExecutor, OnModuleDestroy {
  readonly pool: pg.Pool;
  readonly $transaction: TransactionRunner['$transaction'];
  readonly $executeRawUnsafe: SqlExecutor['$executeRawUnsafe'];
  readonly $queryRawUnsafe: SqlExecutor['$queryRawUnsafe'];

  constructor(@Inject(SERVICE_ENV) config: CoreEnv) {
    this.pool = new pg.Pool({ connectionString: config.DATABASE_URL });
    ({
      $transaction: this.$transaction,
      $executeRawUnsafe: this.$executeRawUnsafe,
      $queryRawUnsafe: this.$queryRawUnsafe,
    } = pgTransactionRunner(this.pool));
  }

  onModuleDestroy() {
    return this.pool.end();
  }
}

/** A feature service the consumer depends on: consumers are resolved from their feature module. */
@Injectable()
class Greetings {
  greeting = (username: string) => `welcome, ${username}`;
}

@EventConsumer({ durable: 'core-test-greetings', event: Events.userRegistered })
class GreetingsConsumer implements EventHandler<typeof UserRegisteredSchema> {
  constructor(private readonly greetings: Greetings) {}

  async handle(event: DecodedEvent<typeof UserRegisteredSchema>, tx: SqlExecutor) {
    await tx.$executeRawUnsafe(
      'INSERT INTO greetings (user_id, text) VALUES ($1, $2)',
      event.data.userId,
      this.greetings.greeting(event.data.username),
    );
  }
}

@Injectable()
class FeatureCheck implements ReadinessCheck {
  readonly name = 'feature';
  check = async () => 'ok';
}

@Module({ providers: [Greetings, GreetingsConsumer, FeatureCheck] })
class GreetingsModule {}

const core = ServiceCoreModule.forRoot({ prisma: TestDatabase, consumers: [GreetingsConsumer], readiness: [FeatureCheck] });

@Module({ imports: [core, GreetingsModule] })
class TestAppModule {}

describe('ServiceCoreModule (PostgreSQL + JetStream)', () => {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/test_runtime_core_${randomBytes(4).toString('hex')}`;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let app: NestFastifyApplication;
  let config: CoreEnv;

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    await applyRuntimeMigrations(databaseUrl);
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    await setup.query('CREATE TABLE greetings (user_id int PRIMARY KEY, text text NOT NULL)');
    await setup.end();
    nats = await startPrivateNats(24224);
    config = { DATABASE_URL: databaseUrl, NATS_URL: nats.url, HTTP_HOST: '127.0.0.1', HTTP_PORT: 0 };
    app = await bootService({ name: 'core-test', config, module: TestAppModule });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await nats?.stop();
    await dropDatabase(databaseUrl);
  });

  it('answers /readyz with the database, NATS and the listed checks of feature modules', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', nats: 'ok', feature: 'ok' } });
    expect(app.get<ReadinessCheck[]>(READINESS_CHECKS).map(({ name }) => name)).toEqual(['database', 'nats', 'feature']);
  });

  it('publishes a recorded event on nudge and hands it, typed, to the consumer with its feature dependencies', async () => {
    const db = app.get(TestDatabase);
    await db.$transaction((tx) =>
      recordEvent(tx, Events.userRegistered, { userId: 7, username: 'ada', email: 'ada@example.com' }),
    );
    app.get(ServiceEventBus).nudge();
    await until('the greeting', async () => (await db.pool.query('SELECT 1 FROM greetings')).rowCount === 1);
    const { rows } = await db.pool.query('SELECT user_id, text FROM greetings');
    expect(rows).toEqual([{ user_id: 7, text: 'welcome, ada' }]);
    const processed = await db.pool.query(
      "SELECT count(*)::int AS n FROM processed_events WHERE consumer = 'core-test-greetings'",
    );
    expect(processed.rows[0].n).toBe(1);
  });

  it('refuses to start when a listed consumer is provided by no module', async () => {
    @Module({ imports: [ServiceCoreModule.forRoot({ prisma: TestDatabase, consumers: [GreetingsConsumer] })] })
    class MissingConsumerModule {}
    await expect(
      bootService({ name: 'core-test-missing', config: { ...config, HTTP_PORT: 0 }, module: MissingConsumerModule }),
    ).rejects.toThrow(/GreetingsConsumer/);
  });
});
