import { Injectable } from '@nestjs/common';
import { contentPath } from '@mc/proto/content-words';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { ContentFilter } from './content-request.js';

/** Newest first; the title, then the route, break ties so that pages never shuffle. */
const NEWEST_FIRST: Prisma.ContentItemOrderByWithRelationInput[] = [{ published: 'desc' }, { title: 'asc' }, { path: 'asc' }];

/** What lists show; the bodies stay in the database until one item is asked for. */
const SUMMARY = {
  path: true,
  kind: true,
  list: true,
  slug: true,
  title: true,
  description: true,
  published: true,
  author: true,
  tags: true,
  tickers: true,
  wordCount: true,
  updatedAt: true,
} satisfies Prisma.ContentItemSelect;

export type SummaryRow = Prisma.ContentItemGetPayload<{ select: typeof SUMMARY }>;
export type ItemRow = Prisma.ContentItemGetPayload<object>;

/** Published items only: a removed file's row stays, unpublished, and is never answered. */
@Injectable()
export class ContentRepository {
  constructor(private readonly prisma: PrismaService) {}

  async page(filter: ContentFilter): Promise<{ count: number; rows: SummaryRow[] }> {
    const where: Prisma.ContentItemWhereInput = {
      ...this.scope(filter),
      ...(filter.tag && { tags: { has: filter.tag } }),
      ...(filter.ticker && { tickers: { has: filter.ticker } }),
    };
    const [count, rows] = await Promise.all([
      this.prisma.contentItem.count({ where }),
      this.prisma.contentItem.findMany({
        where,
        select: SUMMARY,
        orderBy: NEWEST_FIRST,
        skip: filter.offset,
        take: filter.limit,
      }),
    ]);
    return { count, rows };
  }

  /** Tags and tickers of every published item of the filter's kinds and list, for the filter controls. */
  labels(filter: ContentFilter): Promise<{ tags: string[]; tickers: string[] }[]> {
    return this.prisma.contentItem.findMany({ where: this.scope(filter), select: { tags: true, tickers: true } });
  }

  find(key: {
    kind: Parameters<typeof contentPath>[0];
    slug: string;
    list?: Parameters<typeof contentPath>[2];
  }): Promise<ItemRow | null> {
    return this.prisma.contentItem.findFirst({
      where: { path: contentPath(key.kind, key.slug, key.list), kind: key.kind, unpublishedAt: null },
    });
  }

  private scope(filter: ContentFilter): Prisma.ContentItemWhereInput {
    return { unpublishedAt: null, kind: { in: filter.kinds }, ...(filter.list && { list: filter.list }) };
  }
}
