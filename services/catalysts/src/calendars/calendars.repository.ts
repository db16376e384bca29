import type { JsonObject } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import type { Catalyst } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { CatalystFilter } from './catalyst-filter.js';
import { countQuery, pageQuery } from './catalyst-query.js';

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
}

@Injectable()
export class CalendarsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async page(filter: CatalystFilter): Promise<{ count: number; rows: CatalystRow[] }> {
    // The calendar page is the service's hot read: a prepared statement (runtime's queryPrepared).
    const rows = await this.prisma.$queryPrepared<CatalystRow & { total: number }>(pageQuery(filter));
    if (rows.length) return { count: rows[0].total, rows };
    if (filter.offset === 0) return { count: 0, rows };
    const [counted] = await this.prisma.$queryRaw<{ count: number }[]>(countQuery(filter));
    return { count: counted.count, rows };
  }
}
