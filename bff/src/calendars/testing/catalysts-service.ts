import { create } from '@bufbuild/protobuf';
import { CatalystPageSchema, type Catalyst, type CatalystPage } from '@mc/proto';
import type { CatalystQuery, CatalystsSource } from '../catalysts-source.js';

/**
 * The catalysts service as the calendars' specs need it: QueryCatalysts over `rows` in their order,
 * `tickers && list` as the service matches, paged; every query recorded in `queries`.
 */
export function fakeCatalystsService(rows: readonly Catalyst[]) {
  const queries: CatalystQuery[] = [];
  const source = {
    query: async (query: CatalystQuery): Promise<CatalystPage> => {
      queries.push(query);
      const wanted = query.tickers ?? [];
      const matches = rows.filter((catalyst) => !wanted.length || catalyst.tickers.some((ticker) => wanted.includes(ticker)));
      const offset = query.offset ?? 0;
      return create(CatalystPageSchema, { count: matches.length, catalysts: matches.slice(offset, offset + (query.limit ?? 0)) });
    },
  } as unknown as CatalystsSource;
  return { source, queries };
}
