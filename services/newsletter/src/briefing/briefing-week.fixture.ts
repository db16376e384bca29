import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { instantAt } from '@mc/market-time';
import { CatalystSchema, ContentSummarySchema, ExpectedMoveSchema, type Catalyst } from '@mc/proto';

type CatalystFields = MessageInitShape<typeof CatalystSchema> & { type: string; date: string; title: string };
type PostFields = MessageInitShape<typeof ContentSummarySchema> & { slug: string; published: string; list: string };

/** A catalyst as the catalysts service answers it (only what the briefing reads): a time is US Eastern, with its instant. */
export const catalyst = (fields: CatalystFields): Catalyst =>
  create(CatalystSchema, {
    id: `${fields.type}-${fields.tickers?.[0] ?? fields.title}`,
    session: 'unknown',
    ...(fields.time ? { startsAt: timestampFromDate(instantAt(fields.date, fields.time, 'America/New_York')) } : {}),
    ...fields,
  });

/** The expected move the catalysts service gives an earnings or FDA row. */
const move = (percent: number, samples = 8) => create(ExpectedMoveSchema, { percent, basis: 'avg_abs_last_8', samples });

/** A watch-list post as the content service lists it. */
export const watchListPost = (fields: PostFields) =>
  create(ContentSummarySchema, {
    kind: 'watch-list',
    title: `Watch list ${fields.slug}`,
    description: '',
    path: `/${fields.list}-watch-list/${fields.slug}`,
    ...fields,
  });

/** A plausible Monday-to-Sunday: earnings either side of the session, a PDUFA date, a CPI release. */
export const WEEK_OF_JUNE_8: Catalyst[] = [
  catalyst({ type: 'economic', date: '2026-06-10', time: '08:30:00', title: 'Consumer Price Index (May)', importance: 5 }),
  catalyst({
    type: 'earnings',
    date: '2026-06-09',
    time: '16:05:00',
    session: 'after_close',
    tickers: ['ORCL'],
    company: 'Oracle Corporation',
    title: 'Q4 2026 earnings',
    importance: 5,
    expectedMove: move(8.1),
  }),
  catalyst({
    type: 'earnings',
    date: '2026-06-09',
    time: '07:00:00',
    session: 'before_open',
    tickers: ['CASY'],
    company: "Casey's General Stores, Inc.",
    title: 'Q4 2026 earnings',
    importance: 3,
  }),
  catalyst({
    type: 'fda',
    date: '2026-06-12',
    tickers: ['VRTX'],
    company: 'Vertex Pharmaceuticals Incorporated',
    title: 'PDUFA date: suzetrigine for diabetic peripheral neuropathy',
    importance: 4,
    expectedMove: move(6.3, 5),
  }),
  catalyst({
    type: 'earnings',
    date: '2026-06-09',
    time: '16:10:00',
    session: 'after_close',
    tickers: ['GME'],
    company: 'GameStop Corp.',
    title: 'Q1 2026 earnings',
    importance: 3,
    expectedMove: move(12.4),
  }),
];
