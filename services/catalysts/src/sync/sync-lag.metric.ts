import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SyncLeaseRepository } from './sync-lease.repository.js';
import { reportLagFrom } from './sync-metrics.js';
import { SYNC_TARGETS } from './sync-schedule.js';

/** Feeds catalysts_sync_lag_seconds from the shared sync state, so every replica reports every calendar. */
@Injectable()
export class SyncLagMetric implements OnModuleInit {
  private readonly startedAt = Date.now();

  constructor(private readonly leases: SyncLeaseRepository) {}

  onModuleInit() {
    reportLagFrom(async () => {
      const states = new Map((await this.leases.all()).map((state) => [state.name, state]));
      const now = Date.now();
      return new Map(
        SYNC_TARGETS.map((target) => {
          const since = states.get(target)?.lastSuccessAt?.getTime() ?? this.startedAt;
          return [target, Math.max(0, (now - since) / 1000)];
        }),
      );
    });
  }
}
