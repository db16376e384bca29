import { Inject, Injectable, Logger, Module, type DynamicModule, type OnModuleDestroy, type Type } from '@nestjs/common';
import { DrainingServerNats } from '../messaging/draining-server-nats.js';

/** The longest a stopping replica waits for the NATS requests it holds: billing's slowest answer is 30 s. */
export const DRAIN_TIMEOUT_MS = 30_000;

/**
 * The first step of a replica's stop, on SIGTERM (Kubernetes, after the pod's 5 s preStop pause),
 * SIGINT or `app.close()`: it takes no more NATS requests (the queue group's other replicas get
 * them) and answers those it holds. Only then does Nest go on with the other modules: BullMQ
 * workers finish their job, the event bus its last pass, the database goes last, and the HTTP
 * server answers what it has. Left to Nest's order alone, the NATS listener would still take
 * requests after the database had closed. Kubernetes' terminationGracePeriodSeconds (60) covers
 * the whole stop.
 */
@Injectable()
class RequestDrain implements OnModuleDestroy {
  private readonly logger = new Logger(RequestDrain.name);

  constructor(@Inject(DrainingServerNats) private readonly nats: DrainingServerNats) {}

  async onModuleDestroy() {
    const holding = this.nats.handling;
    const unanswered = await this.nats.drain(DRAIN_TIMEOUT_MS);
    if (unanswered) this.logger.warn(`stopping with ${unanswered} NATS requests unanswered after ${DRAIN_TIMEOUT_MS} ms`);
    else this.logger.log(`stopping: no more NATS requests taken, the ${holding} in hand answered`);
  }
}

@Module({})
class DrainingRootModule {}

/**
 * `module` under a root that drains `nats` first when the application stops: Nest destroys the
 * root module before the modules it imports (and global ones last).
 */
export const drainingRoot = (module: Type<unknown> | DynamicModule, nats: DrainingServerNats): DynamicModule => ({
  module: DrainingRootModule,
  imports: [module],
  providers: [{ provide: DrainingServerNats, useValue: nats }, RequestDrain],
});
