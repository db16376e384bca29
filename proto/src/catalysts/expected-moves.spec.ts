import { create } from '@bufbuild/protobuf';
import { CatalystSchema, ExpectedMoveSchema } from '../generated/mc/catalysts/v1/catalysts_pb.js';
import { expectedMoveFigure, expectedMoveNews, largestExpectedMoves } from './expected-moves.js';

const row = (ticker: string, type: string, date: string, percent?: number, session = 'unknown') =>
  create(CatalystSchema, {
    id: `${type}-${ticker}-${date}`,
    type,
    date,
    session,
    tickers: [ticker],
    ...(percent === undefined
      ? {}
      : { expectedMove: create(ExpectedMoveSchema, { percent, basis: 'avg_abs_last_8', samples: 8 }) }),
  });

describe('largestExpectedMoves', () => {
  it('names the largest first, once per company, rows without a move left out', () => {
    const named = largestExpectedMoves([
      row('ORCL', 'earnings', '2026-06-09', 6.4, 'after_close'),
      row('VRTX', 'fda', '2026-06-12', 12),
      row('VRTX', 'earnings', '2026-06-10', 4.1),
      row('CASY', 'earnings', '2026-06-09'),
      row('GME', 'earnings', '2026-06-09', 9.8, 'after_close'),
    ]);
    expect(named.map((catalyst) => `${catalyst.tickers[0]} ${expectedMoveFigure(catalyst.expectedMove)}`)).toEqual([
      'VRTX ±12.0%',
      'GME ±9.8%',
      'ORCL ±6.4%',
    ]);
  });

  it('keeps at most the count asked for, ties to the earlier day then the ticker', () => {
    const named = largestExpectedMoves(
      [
        row('MU', 'earnings', '2026-06-11', 7),
        row('ADBE', 'earnings', '2026-06-11', 7),
        row('LULU', 'earnings', '2026-06-10', 7),
      ],
      2,
    );
    expect(named.map((catalyst) => catalyst.tickers[0])).toEqual(['LULU', 'ADBE']);
  });
});

describe('expectedMoveNews', () => {
  it('says the session of a report, and an FDA decision as such', () => {
    expect(expectedMoveNews(row('ORCL', 'earnings', '2026-06-09', 6, 'after_close'))).toBe('earnings after the close');
    expect(expectedMoveNews(row('CASY', 'earnings', '2026-06-09', 6, 'before_open'))).toBe('earnings before the open');
    expect(expectedMoveNews(row('GME', 'earnings', '2026-06-09', 6))).toBe('earnings');
    expect(expectedMoveNews(row('VRTX', 'fda', '2026-06-12', 6))).toBe('FDA decision');
  });
});
