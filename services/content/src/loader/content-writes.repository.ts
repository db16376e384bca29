import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { PreparedItem } from '../files/content-folder.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { planLoad, type LoadPlan } from './load-plan.js';
import { PublishedTickersRepository, type TickersOutcome } from './published-tickers.repository.js';

type Db = Prisma.TransactionClient;

/** One lock for every replica: two starting at once load one after the other, and the second finds nothing to do. */
const LOADER_LOCK = `SELECT pg_advisory_xact_lock(hashtext('content-loader'))`;

const columns = (item: PreparedItem) => ({
  kind: item.kind,
  list: item.list,
  slug: item.slug,
  sourceFile: item.sourceFile,
  title: item.title,
  description: item.description,
  published: new Date(`${item.published}T00:00:00Z`),
  author: item.author,
  tags: item.tags,
  tickers: item.tickers,
  picks: item.picks,
  html: item.html,
  headings: item.headings as unknown as Prisma.InputJsonValue,
  wordCount: item.wordCount,
  contentHash: item.contentHash,
});

/**
 * Brings content_items in line with the folder, in one transaction, writing only what changed, and
 * records content.tickers.changed.v1 in it when the published items' tickers changed.
 */
@Injectable()
export class ContentWritesRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tickers: PublishedTickersRepository,
  ) {}

  apply(
    items: readonly PreparedItem[],
    refusedFiles: ReadonlySet<string>,
    now: Date,
  ): Promise<{ plan: LoadPlan; tickers: TickersOutcome }> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(LOADER_LOCK);
        const stored = await tx.contentItem.findMany({
          select: { path: true, sourceFile: true, contentHash: true, unpublishedAt: true },
        });
        const plan = planLoad(stored, items, refusedFiles);
        await this.write(tx, plan, now);
        return { plan, tickers: await this.tickers.publishIfChanged(tx, now) };
      },
      { timeout: 60_000, maxWait: 60_000 },
    );
  }

  private async write(tx: Db, plan: LoadPlan, now: Date) {
    if (plan.create.length)
      await tx.contentItem.createMany({
        data: plan.create.map((item) => ({ path: item.path, ...columns(item), createdAt: now, updatedAt: now })),
      });
    for (const item of plan.update)
      await tx.contentItem.update({
        where: { path: item.path },
        data: { ...columns(item), unpublishedAt: null, updatedAt: now },
      });
    if (plan.unpublish.length)
      await tx.contentItem.updateMany({ where: { path: { in: plan.unpublish } }, data: { unpublishedAt: now, updatedAt: now } });
  }
}
