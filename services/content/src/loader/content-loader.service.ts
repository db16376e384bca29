import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV, ServiceEventBus } from '@mc/runtime';
import type { ContentEnv } from '../config/env.js';
import { compileContentFolder } from '../files/content-folder.js';
import { describeProblem, type ContentProblem } from '../files/content-problem.js';
import { ContentWritesRepository, type LoadPlans } from './content-writes.repository.js';
import { CONTENT_TICKERS_MAX } from '@mc/proto/ticker-sets';

/** Counted in files: items and portfolios together. */
export interface LoadReport {
  created: number;
  updated: number;
  unpublished: number;
  unchanged: number;
  problems: ContentProblem[];
  /** Whether the load recorded content.tickers.changed.v1: the published items' tickers changed. */
  tickersChanged: boolean;
}

/**
 * Loads CONTENT_DIR (items and portfolios) into the database: new and changed files are stored, removed files unpublish
 * their page, unchanged files change nothing. A file that fails its checks is logged with its path
 * and field and keeps its last good version (`npm test` refuses such a file long before it reaches
 * a server). LoaderModule runs it once at start-up, before the service answers anything.
 */
@Injectable()
export class ContentLoader {
  private readonly logger = new Logger(ContentLoader.name);

  constructor(
    @Inject(SERVICE_ENV) private readonly config: ContentEnv,
    private readonly writes: ContentWritesRepository,
    private readonly events: ServiceEventBus,
  ) {}

  async load(now = new Date()): Promise<LoadReport> {
    const dir = this.config.CONTENT_DIR;
    const { items, portfolios, problems } = await compileContentFolder(dir, now.toISOString().slice(0, 10));
    for (const problem of problems) this.logger.error(`not published: ${describeProblem(problem, dir)}`);
    const refused = new Set(problems.map((problem) => problem.file));
    const { plans, tickers } = await this.writes.apply({ items, portfolios }, refused, now);
    const count = (of: (plan: LoadPlans['items'] | LoadPlans['portfolios']) => number) => of(plans.items) + of(plans.portfolios);
    // At start-up the bus is not connected yet: its relay publishes the outbox when it starts.
    if (tickers.published) this.events.nudge();
    if (tickers.leftOut.length)
      this.logger.error(
        `${tickers.leftOut.length} tickers left out of the published set (at most ${CONTENT_TICKERS_MAX}): ${tickers.leftOut.join(', ')}`,
      );
    const report = {
      created: count((plan) => plan.create.length),
      updated: count((plan) => plan.update.length),
      unpublished: count((plan) => plan.unpublish.length),
      unchanged: count((plan) => plan.unchanged),
      problems,
      tickersChanged: tickers.published,
    };
    this.logger.log(
      `loaded ${dir}: ${report.created} new, ${report.updated} changed, ${report.unpublished} unpublished, ` +
        `${report.unchanged} unchanged, ${refused.size} refused; ` +
        `${tickers.tickers.length} tickers${tickers.published ? ' (changed: event recorded)' : ''}`,
    );
    return report;
  }
}
