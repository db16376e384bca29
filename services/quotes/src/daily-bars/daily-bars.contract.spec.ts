// ListDailyBars sent straight to its handler, as any NATS client could: refused with an
// invalid-request problem before the database sees it.
import { refusedReply } from '@mc/runtime/testing';
import { DailyBarsController } from './daily-bars.controller.js';
import type { DailyBarsRepository } from './daily-bars.repository.js';

const untouched = new Proxy(
  {},
  { get: (_, name) => () => Promise.reject(new Error(`${String(name)} was called`)) },
) as DailyBarsRepository;
const controller = new DailyBarsController(untouched);
const send = (data: unknown) => (controller.listDailyBars.bind(controller) as (data: unknown) => Promise<unknown>)(data);
const range = { date_from: '2025-01-02', date_to: '2026-11-27' };

describe('ListDailyBars’s contract', () => {
  it('refuses more than 50 tickers, none, a repeated one, or one that is no US ticker', async () => {
    const many = Array.from(
      { length: 51 },
      (_, index) => `T${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`,
    );
    await expect(send({ ...range, tickers: many })).resolves.toEqual(
      refusedReply({ tickers: ['Ensure this field has no more than 50 elements.'] }),
    );
    await expect(send({ ...range, tickers: [] })).resolves.toMatchObject({
      problem: { kind: 'KIND_INVALID', errors: [{ field: 'tickers', code: 'empty', message: 'This list may not be empty.' }] },
    });
    await expect(send({ ...range, tickers: ['AAPL', 'AAPL'] })).resolves.toMatchObject({
      problem: { errors: [{ field: 'tickers', code: 'duplicate', message: '"AAPL" is listed twice.' }] },
    });
    await expect(send({ ...range, tickers: ['aapl'] })).resolves.toEqual(
      refusedReply({ tickers: { 0: ['Enter a valid value.'] } }),
    );
  });

  it('refuses a missing or impossible date, an end before the start, and more than two years', async () => {
    const tickers = ['AAPL'];
    await expect(send({ tickers, date_to: '2026-11-27' })).resolves.toEqual(
      refusedReply({ date_from: ['This field may not be blank.'] }),
    );
    const wrongFormat = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
    await expect(send({ tickers, date_from: '2026-02-30', date_to: '27/11/2026' })).resolves.toMatchObject({
      problem: {
        errors: [
          { field: 'date_from', code: 'invalid_date', message: wrongFormat },
          { field: 'date_to', code: 'invalid_date', message: wrongFormat },
        ],
      },
    });
    await expect(send({ tickers, date_from: '2026-11-27', date_to: '2026-11-26' })).resolves.toMatchObject({
      problem: { errors: [{ field: 'date_to', code: 'date_before_from' }] },
    });
    await expect(send({ tickers, date_from: '2024-11-27', date_to: '2026-11-28' })).resolves.toMatchObject({
      problem: {
        errors: [
          {
            field: 'date_to',
            code: 'range_too_long',
            message: 'Ensure the range is at most 2 years: date_to on or before 2026-11-27.',
          },
        ],
      },
    });
  });
});
