import { Injectable } from '@nestjs/common';
import type { Portfolio } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** The published portfolios: a removed file's row stays, unpublished, and is never answered. */
@Injectable()
export class PortfoliosRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** In display order (the files' `order`; the slug breaks a tie a refused file may leave). */
  published(): Promise<Portfolio[]> {
    return this.prisma.portfolio.findMany({ where: { unpublishedAt: null }, orderBy: [{ position: 'asc' }, { slug: 'asc' }] });
  }
}
