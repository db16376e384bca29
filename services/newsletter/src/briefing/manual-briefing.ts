import { Queue } from 'bullmq';
import { queueOptions, type QueueEnv } from '@mc/runtime';
import { BRIEFING_QUEUE, manualBriefingJobId, PREPARE_JOB, type PrepareJobData } from './briefing-schedule.js';

/**
 * Queues a briefing for `scheduledFor` outside the weekly schedule, exactly as the scheduler's own
 * job would run (the benchmark and the browser journey use it). The same time twice is one job.
 */
export async function enqueueBriefing(config: QueueEnv, scheduledFor: Date): Promise<void> {
  const queue = new Queue<PrepareJobData>(BRIEFING_QUEUE, queueOptions(config, 'manual-briefing'));
  try {
    await queue.add(
      PREPARE_JOB,
      { scheduledFor: scheduledFor.getTime() },
      { jobId: manualBriefingJobId(scheduledFor), removeOnComplete: true, removeOnFail: true },
    );
  } finally {
    await queue.close();
  }
}
