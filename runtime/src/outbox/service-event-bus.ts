import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ReadinessCheck } from '../health/readiness.js';
import { EventBus, type EventBusOptions } from './event-bus.js';

/**
 * A service's EventBus as a Nest provider: connects when the application has started, stops in
 * onModuleDestroy (Nest destroys dependants first, so the relay's last pass and a consumer's last
 * event finish before the Prisma client disconnects). Each service subclasses it with its options.
 */
export abstract class ServiceEventBus implements OnApplicationBootstrap, OnModuleDestroy {
  private bus: EventBus | undefined;

  protected abstract options(): EventBusOptions;

  async onApplicationBootstrap() {
    this.bus = await EventBus.connect(this.options());
    await this.bus.start();
  }

  async onModuleDestroy() {
    await this.bus?.stop();
  }

  /** Publish soon after a transaction that recorded events. */
  nudge() {
    this.bus?.relay.nudge();
  }

  readiness(): ReadinessCheck {
    return {
      name: 'nats',
      check: async () => (this.bus ? this.bus.readiness().check() : Promise.reject(new Error('not connected'))),
    };
  }
}
