import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { PreparedItem, PreparedPortfolio } from '../files/content-folder.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { planLoad, type LoadPlan } from './load-plan.js';
import { PublishedTickersRepository, type TickersOutcome } from './published-tickers.repository.js';

type Db = Prisma.TransactionClient;

/** One lock for every replica: two starting at once load one after the other, and the second finds nothing to do. */
const LOADER_LOCK = `SELECT pg_advisory_xact_lock(hashtext('content-loader'))`;

const portfolioColumns = (portfolio: PreparedPortfolio) => ({
  position: portfolio.position,
  sourceFile: portfolio.sourceFile,
  title: portfolio.title,
  description: portfolio.description,
  sector: portfolio.sector,
  members: portfolio.members,
  contentHash: portfolio.contentHash,
});

/** What one load changed, of the items and of the portfolios. */
export interface LoadPlans {
  items: LoadPlan<PreparedItem>;
  portfolios: LoadPlan<PreparedPortfolio>;
}

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
 * Brings content_items and portfolios in line with the folder, in one transaction, writing only what
 * changed, and records content.tickers.changed.v1 in it when the tickers they name changed.
 */
@Injectable()
export class ContentWritesRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tickers: PublishedTickersRepository,
  ) {}

  apply(
    found: { items: readonly PreparedItem[]; portfolios: readonly PreparedPortfolio[] },
    refusedFiles: ReadonlySet<string>,
    now: Date,
  ): Promise<{ plans: LoadPlans; tickers: TickersOutcome }> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(LOADER_LOCK);
        const storedItems = await tx.contentItem.findMany({
          select: { path: true, sourceFile: true, contentHash: true, unpublishedAt: true },
        });
        const storedPortfolios = await tx.portfolio.findMany({
          select: { slug: true, sourceFile: true, contentHash: true, unpublishedAt: true },
        });
        const plans: LoadPlans = {
          items: planLoad(
            storedItems.map(({ path, ...row }) => ({ key: path, ...row })),
            found.items,
            (item) => item.path,
            refusedFiles,
          ),
          portfolios: planLoad(
            storedPortfolios.map(({ slug, ...row }) => ({ key: slug, ...row })),
            found.portfolios,
            (portfolio) => portfolio.slug,
            refusedFiles,
          ),
        };
        await this.writeItems(tx, plans.items, now);
        await this.writePortfolios(tx, plans.portfolios, now);
        return { plans, tickers: await this.tickers.publishIfChanged(tx, now) };
      },
      { timeout: 60_000, maxWait: 60_000 },
    );
  }

  private async writeItems(tx: Db, plan: LoadPlan<PreparedItem>, now: Date) {
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

  private async writePortfolios(tx: Db, plan: LoadPlan<PreparedPortfolio>, now: Date) {
    if (plan.create.length)
      await tx.portfolio.createMany({
        data: plan.create.map((portfolio) => ({
          slug: portfolio.slug,
          ...portfolioColumns(portfolio),
          createdAt: now,
          updatedAt: now,
        })),
      });
    for (const portfolio of plan.update)
      await tx.portfolio.update({
        where: { slug: portfolio.slug },
        data: { ...portfolioColumns(portfolio), unpublishedAt: null, updatedAt: now },
      });
    if (plan.unpublish.length)
      await tx.portfolio.updateMany({ where: { slug: { in: plan.unpublish } }, data: { unpublishedAt: now, updatedAt: now } });
  }
}
