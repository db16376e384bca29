import { create } from '@bufbuild/protobuf';
import { ListPortfoliosResponseSchema } from '@mc/proto';
import { ServiceUnavailableError } from '@mc/runtime';
import type { ServiceClients } from '../../clients/service-clients.js';
import { PublishedPortfolios } from './published-portfolios.js';

const reply = create(ListPortfoliosResponseSchema, {
  portfolios: [
    {
      slug: 'market-catalysts-flagship-stocks',
      title: 'Market Catalysts Flagship 110',
      members: [
        { ticker: 'TSLA', name: 'Tesla, Inc.' },
        { ticker: 'AAPL', name: 'Apple Inc.' },
      ],
    },
    {
      slug: 'technology-stocks',
      title: 'Technology Stocks',
      sector: 'information_technology',
      members: [
        { ticker: 'AAPL', name: 'Apple Inc.' },
        { ticker: 'MSFT', name: 'Microsoft Corporation' },
      ],
    },
  ],
});

/** A content client that answers with `answer` and counts its calls. */
function contentAnswering(answer: () => Promise<typeof reply>) {
  const calls: unknown[] = [];
  const services = { content: { call: (method: unknown) => (calls.push(method), answer()) } } as unknown as ServiceClients;
  return { portfolios: new PublishedPortfolios(services), calls };
}

describe('PublishedPortfolios', () => {
  it('keeps content’s portfolios in their order, by slug, with every member’s ticker once', async () => {
    const { portfolios, calls } = contentAnswering(async () => reply);
    const catalog = await portfolios.required();
    expect(catalog.portfolios.map((portfolio) => portfolio.slug)).toEqual([
      'market-catalysts-flagship-stocks',
      'technology-stocks',
    ]);
    expect(catalog.bySlug.get('technology-stocks')?.sector).toBe('information_technology');
    expect(catalog.tickers).toEqual(['TSLA', 'AAPL', 'MSFT']);
    expect(await portfolios.catalog()).toBe(catalog);
    expect(calls).toHaveLength(1);
  });

  it('cannot say while content does not answer, and makes that a 503 where an answer needs them', async () => {
    const { portfolios } = contentAnswering(async () => {
      throw new ServiceUnavailableError('content timed out');
    });
    expect(await portfolios.catalog()).toBeUndefined();
    await expect(portfolios.required()).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
