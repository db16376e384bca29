import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withScrollAreaHeight } from '../calendar-layout.test-helper.js';
import { earningsRow } from '../calendar-fixtures.test-helper.js';
import { CARD_LAYOUTS, COLUMNS } from '../columns/columns-for.js';
import type { CalendarRow, MarketDetails } from '@mc/api/calendars';
import { marketDaysOf } from '../model/market-days.js';
import { CalendarTable } from './calendar-table.js';

withScrollAreaHeight(600);

const apple = earningsRow();
const microsoft = earningsRow({ id: 'earnings-77aa', ticker: 'MSFT', tickers: ['MSFT'], company: 'Microsoft Corporation' });

function renderTable() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CalendarTable
        caption="Earnings Calendar, Jul 13 – 19, 2026"
        columns={COLUMNS.earnings}
        card={CARD_LAYOUTS.earnings}
        rows={[apple, microsoft]}
        ordering="date"
        onOrderingChange={() => undefined}
        timeZone="America/New_York"
      />
    </MemoryRouter>,
  );
  const table = screen.getByRole('table', { name: 'Earnings Calendar, Jul 13 – 19, 2026' });
  return { user, table };
}

const rowOf = (table: HTMLElement, ticker: string) =>
  within(table).getByRole('rowheader', { name: ticker }).closest('tr') as HTMLElement;

describe('the calendar table', () => {
  it('leaves the folded columns out of the header row and adds one for the details buttons', () => {
    const { table } = renderTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('scope') === 'col')
      .map((header) => header.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual([
      'Ticker',
      'Company',
      'Time',
      'EPS est.',
      'EPS',
      'Expected move',
      'Market cap',
      'Importance',
      'Date',
      'Details',
    ]);
  });

  it('opens and closes a row’s details with its disclosure button', async () => {
    const { user, table } = renderTable();
    const button = within(rowOf(table, 'AAPL')).getByRole('button', { name: 'Details for AAPL' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(details.previousElementSibling).toBe(rowOf(table, 'AAPL'));
    const fields = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(fields).toEqual(['Period', 'EPS', 'EPS surprise', 'Revenue est.', 'Revenue', 'Market cap', 'Source']);
    expect(within(details).getByText('Q3 2026')).toBeInTheDocument();
    // Only the fields a phone's card leaves out, and that a laptop shows as columns, are marked for a phone.
    const phoneOnly = [...details.querySelectorAll('.row-details__field--phone dt')].map((term) => term.textContent);
    expect(phoneOnly).toEqual(['EPS', 'Market cap']);
    // The other row stays shut.
    expect(within(rowOf(table, 'MSFT')).getByRole('button', { name: 'Details for MSFT' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeNull();
  });

  it('marks each cell with its place on a phone’s card, the figures with their labels', () => {
    const { table } = renderTable();
    const row = rowOf(table, 'AAPL');
    const place = (id: string) =>
      [...row.querySelector(`.calendar-table__cell--${id}`)!.classList].find((name) => name.includes('--card-'));
    expect(place('ticker')).toBe('calendar-table__cell--card-title');
    expect(place('company')).toBe('calendar-table__cell--card-subtitle');
    expect(place('time')).toBe('calendar-table__cell--card-time');
    expect(place('date_status')).toBe('calendar-table__cell--card-status');
    expect(place('importance')).toBe('calendar-table__cell--card-importance');
    expect(place('eps_est')).toBe('calendar-table__cell--card-figure-1');
    expect(place('expected_move')).toBe('calendar-table__cell--card-figure-2');
    expect(place('market_cap')).toBe('calendar-table__cell--card-off');
    expect(row.querySelector('.calendar-table__cell--expected_move')).toHaveAttribute('data-label', 'Expected move');
    expect(row.querySelector('.calendar-table__cell--expected_move')).toHaveTextContent('±5.8% (avg of last 8 reports)');
  });
});

describe('the calendar table on market days', () => {
  it('keeps the heading of a closed day without events, and says the market is closed or closes early', () => {
    const tuesday = earningsRow({ id: 'earnings-tue', date: '2026-11-24', date_et: '2026-11-24' });
    const friday = earningsRow({
      id: 'earnings-fri',
      ticker: 'MSFT',
      tickers: ['MSFT'],
      date: '2026-11-27',
      date_et: '2026-11-27',
    });
    const marketDays = marketDaysOf([
      marketRow('2026-11-26', { kind: 'holiday', name: 'Thanksgiving Day', close_time: null }),
      marketRow('2026-11-27', { kind: 'early_close', name: 'Day after Thanksgiving', close_time: '13:00' }),
    ]);
    render(
      <MemoryRouter>
        <CalendarTable
          caption="Earnings Calendar, Nov 23 – 29, 2026"
          columns={COLUMNS.earnings}
          card={CARD_LAYOUTS.earnings}
          rows={[tuesday, friday]}
          ordering="date"
          onOrderingChange={() => undefined}
          timeZone="America/New_York"
          marketDays={marketDays}
        />
      </MemoryRouter>,
    );
    const headings = screen.getAllByRole('columnheader').filter((header) => header.getAttribute('scope') === 'colgroup');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Tuesday, November 241 event',
      'Thursday, November 26No eventsMarket closed: Thanksgiving Day',
      'Friday, November 271 eventCloses 13:00 ET: Day after Thanksgiving',
    ]);
  });
});

function marketRow(date: string, details: Pick<MarketDetails, 'kind' | 'name' | 'close_time'>): CalendarRow {
  return {
    ...earningsRow({ id: `market-${date}-${details.kind}`, date, date_et: date, ticker: null, tickers: [], company: null }),
    type: 'market',
    details: { ...details, exchanges: ['NYSE', 'Nasdaq'], notes: null },
  } as CalendarRow;
}
