import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type { Day } from '@mc/market-time';
import { keepJobSchedulers, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';
import { AlertClock } from './alert-clock.js';
import { AlertMailQueue } from './alert-mail.queue.js';
import { DayCatalysts } from './day-catalysts.js';
import { planDigests, planReminders, tickerIndex, type TickerIndex } from './scheduled-alert-plans.js';
import { ScheduledAlertsRepository, type ScheduledList } from './scheduled-alerts.repository.js';
import {
  digestDay,
  digestMailKey,
  dueSlots,
  reminderCatalystDays,
  reminderMailKey,
  tickWindow,
  type DueSlot,
} from './schedule-rules.js';

const SCHEDULE_QUEUE = 'watchlists-alert-schedule';
const SCHEDULER_ID = 'reminders-and-digests';
/** Every minute: each reminder and digest goes within a minute of its time. */
const SCHEDULE_PATTERN = '* * * * *';
/** Owners whose lists are read and planned at once: bounds the tick's memory at any number of owners. */
const OWNERS_PER_PAGE = 1_000;
const KEEP_FINISHED_JOBS = { count: 20 };

export interface TickOutcome {
  reminderMails: number;
  digestMails: number;
}

/**
 * Reminders and the pre-market digest (issue 22 §2): one BullMQ job scheduler ticking every minute
 * (one job at a time, whatever the number of replicas). A tick handles every minute since the last
 * one it finished (`alert_schedule`, at most CATCH_UP_MS back): for each (zone, time) that came due,
 * the lists due then, the day's catalysts fetched once from catalysts and intersected in memory, a
 * pending mail per owner (unique per owner and reminder day and time, or per owner and digest day)
 * and its job on the alert mail queue, which sends it exactly once as it sends change alerts.
 */
@Injectable()
export class ScheduledAlertsProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScheduledAlertsProcessor.name);
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: WatchlistsEnv,
    private readonly repository: ScheduledAlertsRepository,
    private readonly catalysts: DayCatalysts,
    private readonly jobs: AlertMailQueue,
    private readonly clock: AlertClock,
  ) {}

  onApplicationBootstrap() {
    const options = queueOptions(this.config, SCHEDULE_QUEUE);
    this.queue = new Queue(SCHEDULE_QUEUE, options);
    this.worker = new Worker(SCHEDULE_QUEUE, () => this.tick(), { ...options, concurrency: 1 });
    this.queue.on('error', (error) => this.logger.warn(`alert schedule queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`alert schedule worker: ${error.message}`));
    this.worker.on('failed', (_job, error) =>
      this.logger.warn(`a reminder and digest tick failed (the next one catches up): ${error.message}`),
    );
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () =>
        queue
          .upsertJobScheduler(
            SCHEDULER_ID,
            { pattern: SCHEDULE_PATTERN },
            { name: 'tick', opts: { removeOnComplete: KEEP_FINISHED_JOBS, removeOnFail: KEEP_FINISHED_JOBS } },
          )
          .then(() => undefined),
      (error) => this.logger.error(`could not schedule reminders and digests: ${error.message}`),
    );
  }

  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  /** Handles the minutes not handled yet, up to the clock's. A tick that fails leaves them to the next one. */
  async tick(): Promise<TickOutcome> {
    const outcome: TickOutcome = { reminderMails: 0, digestMails: 0 };
    const window = tickWindow(this.clock.now(), await this.repository.doneUntil());
    if (!window) return outcome;
    const days = new Map<Day, TickerIndex>();
    const indexOf = (day: Day) => days.get(day) ?? new Map();
    const fetch = async (wanted: Iterable<Day>) => {
      for (const day of wanted) {
        if (days.has(day)) continue;
        const catalysts = await this.catalysts.on(day);
        await this.repository.storeDay(day, catalysts, new Date());
        days.set(day, tickerIndex(catalysts));
      }
    };
    for (const slot of dueSlots(await this.repository.reminderSlots(), window.from, window.to))
      outcome.reminderMails += await this.reminders(slot, fetch, indexOf);
    for (const slot of dueSlots(await this.repository.digestSlots(), window.from, window.to)) {
      if (!digestDay(slot.day)) continue;
      await fetch([slot.day]);
      outcome.digestMails += await this.digests(slot, indexOf(slot.day));
    }
    await this.repository.markDone(window.to);
    if (outcome.reminderMails || outcome.digestMails)
      this.logger.log(`${outcome.reminderMails} reminder mails and ${outcome.digestMails} digests to send`);
    return outcome;
  }

  private async reminders(slot: DueSlot, fetch: (days: Iterable<Day>) => Promise<void>, indexOf: (day: Day) => TickerIndex) {
    const key = reminderMailKey(slot.day, slot.time);
    let mails = 0;
    await this.pages(
      (after) => this.repository.reminderLists(slot, after, OWNERS_PER_PAGE),
      async (lists) => {
        await fetch(new Set(lists.flatMap((list) => reminderCatalystDays(slot.day, list.reminderDays))));
        const owners = await this.repository.insertReminders(planReminders(lists, slot.day, indexOf), key, slot.at, new Date());
        mails += owners.length;
        await this.enqueue(owners, key);
      },
    );
    return mails;
  }

  private async digests(slot: DueSlot, index: TickerIndex) {
    const key = digestMailKey(slot.day);
    let mails = 0;
    await this.pages(
      (after) => this.repository.digestLists(slot, after, OWNERS_PER_PAGE),
      async (lists) => {
        const owners = await this.repository.insertDigests(
          planDigests(lists, slot.day, index),
          slot.day,
          key,
          slot.at,
          new Date(),
        );
        mails += owners.length;
        await this.enqueue(owners, key);
      },
    );
    return mails;
  }

  /** Pages of lists, OWNERS_PER_PAGE owners each, by owner id. */
  private async pages(read: (afterOwner: number) => Promise<ScheduledList[]>, handle: (lists: ScheduledList[]) => Promise<void>) {
    for (let after = 0; ;) {
      const lists = await read(after);
      if (!lists.length) return;
      await handle(lists);
      after = lists[lists.length - 1].ownerId;
    }
  }

  /** A job lost here (Redis away) is added again by the alert mail sweep: the pending mail is in the database. */
  private async enqueue(owners: number[], key: string) {
    if (!owners.length) return;
    await this.jobs
      .enqueue(owners, key, 0)
      .catch((error: Error) => this.logger.warn(`mails ${key} left to the sweep: ${error.message}`));
  }
}
