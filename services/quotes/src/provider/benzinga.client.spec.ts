import { BenzingaClient } from './benzinga.client.js';
import { ProviderError } from '@mc/runtime';

interface Seen {
  url: URL;
  headers: Record<string, string>;
}

/** A stand-in for fetch that records each request and answers with `answer`. */
function fakeFetch(answer: (seen: Seen, signal: AbortSignal) => Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = { url: new URL(String(input)), headers: init?.headers as Record<string, string> };
    seen.push(request);
    return answer(request, init!.signal!);
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const quote = (symbol: string) => ({ symbol, name: symbol, lastTradePrice: '1.00', change: '0.10', changePercent: '10.00' });

async function failure(work: Promise<unknown>): Promise<ProviderError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('BenzingaClient', () => {
  it('asks quoteDelayed for the symbols with the key in the Authorization header', async () => {
    const { fetch, seen } = fakeFetch(() => json({ AAPL: quote('AAPL'), MSFT: quote('MSFT') }));
    const client = new BenzingaClient({ baseUrl: 'http://provider.test/base', apiKey: 'secret', fetch });
    const quotes = await client.delayedQuotes(['AAPL', 'MSFT']);
    expect(quotes.map((q) => q.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(seen[0].url.pathname).toBe('/base/api/v1/quoteDelayed');
    expect(seen[0].url.searchParams.get('symbols')).toBe('AAPL,MSFT');
    expect(seen[0].url.searchParams.has('token')).toBe(false);
    expect(seen[0].headers.authorization).toBe('token secret');
  });

  it('keeps only the symbols it asked for', async () => {
    const { fetch } = fakeFetch(() => json({ AAPL: quote('AAPL'), ZZZZ: quote('ZZZZ') }));
    const client = new BenzingaClient({ baseUrl: 'http://provider.test', apiKey: 'k', fetch });
    expect((await client.delayedQuotes(['AAPL'])).map((q) => q.symbol)).toEqual(['AAPL']);
  });

  it('reports an error status as refused, with the provider’s words', async () => {
    const { fetch } = fakeFetch(() => json({ type: 'authentication_error', message: 'Invalid token' }, 401));
    const error = await failure(
      new BenzingaClient({ baseUrl: 'http://provider.test', apiKey: 'k', fetch }).delayedQuotes(['AAPL']),
    );
    expect(error.reason).toBe('refused');
    expect(error.message).toMatch(/HTTP 401.*Invalid token/);
  });

  it('reports a garbled answer as malformed', async () => {
    const { fetch } = fakeFetch(() => Promise.resolve(new Response('<html>busy</html>', { status: 200 })));
    const error = await failure(
      new BenzingaClient({ baseUrl: 'http://provider.test', apiKey: 'k', fetch }).delayedQuotes(['AAPL']),
    );
    expect(error.reason).toBe('malformed');
  });

  it('gives up on a provider that does not answer in time', async () => {
    const { fetch } = fakeFetch(
      (_, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const client = new BenzingaClient({ baseUrl: 'http://provider.test', apiKey: 'k', fetch, timeoutMs: 20 });
    const error = await failure(client.delayedQuotes(['AAPL']));
    expect(error.reason).toBe('timeout');
  });

  it('reports a connection failure as unreachable', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(
      new BenzingaClient({ baseUrl: 'http://provider.test', apiKey: 'k', fetch }).delayedQuotes(['AAPL']),
    );
    expect(error).toMatchObject({ reason: 'unreachable', message: 'fetch failed' });
  });

  it('refuses a request the provider would refuse: none, or more than 50 symbols', async () => {
    const { fetch, seen } = fakeFetch(() => json({}));
    const client = new BenzingaClient({ baseUrl: 'http://provider.test', apiKey: 'k', fetch });
    await expect(client.delayedQuotes([])).rejects.toThrow(RangeError);
    await expect(client.delayedQuotes(Array.from({ length: 51 }, (_, i) => `S${i}`))).rejects.toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });
});
