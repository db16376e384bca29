import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import {
  calendarApiPath,
  calendarEndpoint,
  chooseTimeZone,
  dividendRow,
  earningsRow,
  economicRow,
  fixDate,
} from '../calendar-fixtures.test-helper.js';
import { withScrollAreaHeight } from '../calendar-layout.test-helper.js';
import { TYPE_COLORS } from '../model/calendar-kinds.js';

withScrollAreaHeight(600);

const everyType = [economicRow(), dividendRow(), earningsRow()];

async function rowsOf(name: RegExp) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.querySelector('.calendar-table__event')).not.toBeNull());
  return [...table.querySelectorAll<HTMLElement>('.calendar-table__event')];
}

describe('the combined calendar', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows every type together, each row’s type named on its colour', async () => {
    installFakeFetch({ [calendarApiPath('all')]: calendarEndpoint(() => everyType) });
    renderApp('/market-catalysts-calendar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Market Catalysts Calendar' })).toBeInTheDocument();
    const rows = await rowsOf(/^Market Catalysts Calendar, /);
    const tags = rows.map((row) => row.querySelector<HTMLElement>('.type-tag')!);
    expect(tags.map((tag) => tag.textContent)).toEqual(['Economic', 'Dividend', 'Earnings']);
    expect(tags[0].style.getPropertyValue('--type-color')).toBe(TYPE_COLORS.economic);
    expect(within(rows[0]).getByText('CPI YoY (Jun)')).toBeInTheDocument();
  });

  it('filters by type through the address', async () => {
    const server = installFakeFetch({
      [calendarApiPath('all')]: calendarEndpoint((request) => {
        const types = request.query.get('types')?.split(',');
        return types ? everyType.filter((row) => types.includes(row.type)) : everyType;
      }),
    });
    const { router, user } = renderApp('/market-catalysts-calendar');
    await rowsOf(/^Market Catalysts Calendar, /);
    const types = within(screen.getByRole('group', { name: 'Types (none ticked: every type)' }));

    await user.click(types.getByRole('checkbox', { name: 'Dividend' }));
    await user.click(types.getByRole('checkbox', { name: 'Earnings' }));
    // Always in the API's order, whatever the order of the clicks.
    expect(new URLSearchParams(router.state.location.search).get('types')).toBe('earnings,dividend');
    await waitFor(async () => expect(await rowsOf(/^Market Catalysts Calendar, /)).toHaveLength(2));
    expect(server.requestsTo(calendarApiPath('all')).at(-1)?.query.get('types')).toBe('earnings,dividend');

    await user.click(types.getByRole('checkbox', { name: 'Earnings' }));
    expect(new URLSearchParams(router.state.location.search).get('types')).toBe('dividend');
  });

  it('is the member calendar at /catalyst-calendar for a signed-in reader', async () => {
    window.localStorage.setItem('token', 'abc123');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      [calendarApiPath('all')]: calendarEndpoint(() => everyType),
    });
    renderApp('/catalyst-calendar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Catalyst Calendar' })).toBeInTheDocument();
    expect(await rowsOf(/^Catalyst Calendar, /)).toHaveLength(3);
  });
});
