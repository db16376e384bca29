import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type RecordedRequest } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';

const COMPANIES = [
  { ticker: 'AAPL', name: 'Apple Inc.' },
  { ticker: 'APP', name: 'AppLovin Corporation' },
  { ticker: 'APH', name: 'Amphenol Corporation' },
];

/** The bff's suggestions: companies whose ticker or a word of whose name starts with the search. */
const suggestions = (request: RecordedRequest) => {
  const search = (request.query.get('search') ?? '').toLowerCase();
  const results = COMPANIES.filter(
    ({ ticker, name }) =>
      ticker.toLowerCase().startsWith(search) ||
      name
        .toLowerCase()
        .split(' ')
        .some((word) => word.startsWith(search)),
  );
  return { body: { results } };
};

const searchBox = () => screen.findByRole('combobox', { name: 'Search symbols' });
const options = () => within(screen.getByRole('listbox', { name: 'Companies' })).getAllByRole('option');

describe('SymbolSearch', () => {
  it('suggests companies by ticker and name as one types, asking once typing pauses', async () => {
    const server = installFakeFetch({ 'GET /api/companies/': suggestions });
    const { user } = renderApp('/');
    const box = await searchBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'ap');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(options().map((option) => option.textContent)).toEqual([
      'AAPLApple Inc.',
      'APPAppLovin Corporation',
      'APHAmphenol Corporation',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(server.requestsTo('GET /api/companies/').map((request) => request.query.get('search'))).toEqual(['ap']);
  });

  it('moves through the suggestions with the arrows and opens the one chosen on Enter', async () => {
    installFakeFetch({ 'GET /api/companies/': suggestions });
    const { router, user } = renderApp('/');
    const box = await searchBox();
    await user.type(box, 'ap');
    await waitFor(() => expect(options()).toHaveLength(3));

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(currentPath(router)).toBe('/company/APH');
    expect(box).toHaveValue('');
  });

  it('opens the typed symbol, upper-cased and trimmed, when no suggestion is chosen', async () => {
    installFakeFetch({ 'GET /api/companies/': suggestions });
    const { router, user } = renderApp('/');
    await user.type(await searchBox(), ' zzzq {Enter}');
    expect(currentPath(router)).toBe('/company/ZZZQ');
  });

  it('closes the list on Escape and opens a suggestion on click', async () => {
    installFakeFetch({ 'GET /api/companies/': suggestions });
    const { router, user } = renderApp('/');
    const box = await searchBox();
    await user.type(box, 'apple');
    await waitFor(() => expect(options()).toHaveLength(1));

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('apple');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(options()[0]);
    expect(currentPath(router)).toBe('/company/AAPL');
  });

  it('asks for nothing while the box holds only spaces, and keeps Enter working when suggestions fail', async () => {
    const server = installFakeFetch({ 'GET /api/companies/': { status: 503, body: { detail: 'Service unavailable.' } } });
    const { router, user } = renderApp('/');
    const box = await searchBox();
    await user.type(box, '   ');
    await user.clear(box);
    await user.type(box, 'msft');
    await waitFor(() => expect(server.requestsTo('GET /api/companies/').length).toBeGreaterThan(0));
    expect(server.requestsTo('GET /api/companies/').every((request) => request.query.get('search') === 'msft')).toBe(true);
    await user.keyboard('{Enter}');
    expect(currentPath(router)).toBe('/company/MSFT');
  });
});
