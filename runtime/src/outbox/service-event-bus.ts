import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ReadinessCheck } from '../health/readiness.js';
import { EventBus, type EventBusOptions } from './event-bus.js';

/**
 * A service's EventBus as a Nest provider (ServiceCoreModule provides it): connects when the
 * application has started, stops in onModuleDestroy (the core module is global, so Nest destroys
 * it after the feature modules, and within it the bus before the Prisma client it uses: a
 * relay's last pass and a consumer's last event finish on an open database). Feature code calls
 * `nudge()` after a transaction that recorded events.
 */
export class ServiceEventBus implements OnApplicationBootstrap, OnModuleDestroy {
  private bus: EventBus | undefined;

  /** `atStart` is called on application bootstrap, once every module's providers exist (consumers live in feature modules). */
  constructor(private readonly atStart: () => EventBusOptions) {}

  async onApplicationBootstrap() {
    this.bus = await EventBus.connect(this.atStart());
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
