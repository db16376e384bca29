import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { decideClaim, type ClaimDecision } from './refresh-claim.js';
import { duplicateWindow } from './refresh-schedule.js';

/** The log is for operators; a week of runs is plenty to see a pattern. */
const KEEP_RUNS_MS = 7 * 24 * 60 * 60 * 1000;

/** The log of refresh runs, which is also how replicas agree on who runs which refresh. */
@Injectable()
export class RefreshRunsRepository {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(SERVICE_ENV) private readonly config: QuotesEnv,
  ) {}

  /** Records that job `jobId` runs the refresh scheduled for `scheduledFor`, unless it is another's (see decideClaim). */
  claim(scheduledFor: Date, jobId: string, now = new Date()): Promise<ClaimDecision> {
    const { after, before } = duplicateWindow(scheduledFor, this.config.QUOTES_REFRESH_MS);
    return this.prisma.$transaction(async (tx) => {
      // Claims take turns; without the lock, two replicas could both find no run and both start one.
      await tx.$executeRawUnsafe('LOCK TABLE refresh_runs IN SHARE ROW EXCLUSIVE MODE');
      const nearby = await tx.refreshRun.findMany({ where: { scheduledFor: { gt: after, lt: before } } });
      const decision = decideClaim(nearby, jobId, now);
      if (decision.kind === 'claim') {
        await tx.refreshRun.upsert({
          where: { scheduledFor },
          create: { scheduledFor, jobId, status: 'running', startedAt: now },
          update: { jobId, status: 'running', attempts: { increment: 1 }, startedAt: now, finishedAt: null, error: null },
        });
      }
      return decision;
    });
  }

  /** In the transaction that stores the quotes, so a run is marked done exactly when its quotes are in. */
  async markSucceeded(tx: Prisma.TransactionClient, scheduledFor: Date, quoteCount: number, now: Date): Promise<void> {
    await tx.refreshRun.update({
      where: { scheduledFor },
      data: { status: 'succeeded', finishedAt: now, quoteCount, error: null },
    });
    await tx.refreshRun.deleteMany({ where: { scheduledFor: { lt: new Date(now.getTime() - KEEP_RUNS_MS) } } });
  }

  async markFailed(scheduledFor: Date, jobId: string, error: string): Promise<void> {
    // Only while the run is still this job's: a job that lost it must not overwrite the new owner's state.
    await this.prisma.refreshRun.updateMany({
      where: { scheduledFor, jobId, status: 'running' },
      data: { status: 'failed', finishedAt: new Date(), error: error.slice(0, 2_000) },
    });
  }
}
