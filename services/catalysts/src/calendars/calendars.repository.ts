import type { JsonObject } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import type { Catalyst, Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { CatalystFilter } from './catalyst-filter.js';
import { countQuery, pageQuery, versionsQuery } from './catalyst-query.js';

/** A stored catalyst as the page query reads it (raw SQL: snake_case columns). */
export interface CatalystRow {
  id: string;
  type: Catalyst['type'];
  tickers: string[];
  company: string | null;
  title: string;
  date: Date;
  time: string | null;
  starts_at: Date | null;
  session: Catalyst['session'];
  date_status: Catalyst['dateStatus'];
  date_precision: Catalyst['datePrecision'];
  date_label: string | null;
  importance: number | null;
  sector: string | null;
  market_cap: number | null;
  details: JsonObject;
  source: string;
  source_url: string | null;
  revision: number;
  first_seen_at: Date;
  updated_at: Date;
  removed_at: Date | null;
  previous_date: Date | null;
  changed_at: Date;
  change_kind: Catalyst['changeKind'];
  /** The company's expected move for an earnings or FDA row; null without one. */
  expected_move_percent: number | null;
  expected_move_samples: number | null;
}

/** A catalyst by its id, last change and symbols (the versions query). */
export interface CatalystVersionRow {
  id: string;
  updated_at: Date;
  tickers: string[];
}

@Injectable()
export class CalendarsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The page of catalysts: the calendars' hot read, a prepared statement (runtime's queryPrepared). */
  page(filter: CatalystFilter): Promise<{ count: number; rows: CatalystRow[] }> {
    return this.counted(filter, pageQuery(filter));
  }

  /** The same page, each catalyst by its id, last change and symbols only. */
  versions(filter: CatalystFilter): Promise<{ count: number; rows: CatalystVersionRow[] }> {
    return this.counted(filter, versionsQuery(filter));
  }

  private async counted<Row>(filter: CatalystFilter, query: Prisma.Sql): Promise<{ count: number; rows: Row[] }> {
    const rows = await this.prisma.$queryPrepared<Row & { total: number }>(query);
    if (rows.length) return { count: rows[0].total, rows };
    if (filter.offset === 0) return { count: 0, rows };
    const [counted] = await this.prisma.$queryRaw<{ count: number }[]>(countQuery(filter));
    return { count: counted.count, rows };
  }
}
