// ListCompanies sent straight to the handler, as any NATS client could (issue 12): refused at the
// contract with a 400 problem before the database sees it.
import { CompaniesController } from './companies.controller.js';
import type { CompaniesRepository } from './companies.repository.js';
import { refusedReply } from '@mc/runtime/testing';

/** The symbols each lookup asked for, and each search's words and limit. */
const lookups: string[][] = [];
const searches: [string, number][] = [];
const repository = {
  list: async (tickers: string[]) => (lookups.push(tickers), []),
  search: async (query: string, limit: number) => (searches.push([query, limit]), []),
};
const companies = new CompaniesController(repository as unknown as CompaniesRepository);
const send = (data: unknown) => (companies.listCompanies.bind(companies) as (data: unknown) => Promise<unknown>)(data);
const search = (data: unknown) => (companies.searchCompanies.bind(companies) as (data: unknown) => Promise<unknown>)(data);

describe('catalysts’ ListCompanies contract', () => {
  beforeEach(() => {
    lookups.splice(0);
    searches.splice(0);
  });

  it('refuses more than 500 symbols, a symbol longer than any, and a NUL byte', async () => {
    await expect(send({ tickers: Array.from({ length: 501 }, (_, index) => `T${index}`) })).resolves.toEqual(
      refusedReply({ tickers: ['Ensure this field has no more than 500 elements.'] }),
    );
    await expect(send({ tickers: ['NVDA', 'X'.repeat(33), 'A\u0000'] })).resolves.toEqual(
      refusedReply({
        tickers: { '1': ['Ensure this field has no more than 32 characters.'], '2': ['Null characters are not allowed.'] },
      }),
    );
    expect(lookups).toEqual([]);
  });

  it('looks up a list that keeps the rules', async () => {
    await expect(send({ tickers: Array.from({ length: 500 }, () => ' nvda ') })).resolves.toEqual({ success: {} });
    expect(lookups).toEqual([['NVDA']]);
  });

  it('refuses a blank search, one longer than 32 characters, and a limit outside 1 to 8', async () => {
    await expect(search({ query: '   ', limit: 8 })).resolves.toEqual(refusedReply({ query: ['This field may not be blank.'] }));
    await expect(search({ query: 'A'.repeat(33), limit: 9 })).resolves.toEqual(
      refusedReply({
        query: ['Ensure this field has no more than 32 characters.'],
        limit: ['Ensure this value is less than or equal to 8.'],
      }),
    );
    await expect(search({ query: 'aapl', limit: 0 })).resolves.toEqual(
      refusedReply({ limit: ['Ensure this value is greater than or equal to 1.'] }),
    );
    expect(searches).toEqual([]);
  });

  it('searches for the words without the spaces around them', async () => {
    await expect(search({ query: ' brk.b ', limit: 8 })).resolves.toEqual({ success: {} });
    expect(searches).toEqual([['brk.b', 8]]);
  });
});
