import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import {
  calendarApiPath,
  calendarEndpoint,
  chooseTimeZone,
  earningsRow,
  fixDate,
  NOW,
} from '../calendar-fixtures.test-helper.js';
import { withScrollAreaHeight } from '../calendar-layout.test-helper.js';
import { changeNote } from './row-markers.js';

withScrollAreaHeight(600);

// Moved on Sunday from Friday the 10th; confirmed this morning; an older move, no longer news.
const moved = earningsRow({ change_kind: 'date_moved', previous_date: '2026-07-10', changed_at: '2026-07-12T14:00:00.000Z' });
const confirmed = earningsRow({
  id: 'earnings-jpm',
  tickers: ['JPM'],
  ticker: 'JPM',
  company: 'JPMorgan Chase & Co.',
  change_kind: 'confirmed',
  changed_at: '2026-07-13T12:00:00.000Z',
});
const movedLongAgo = earningsRow({
  change_kind: 'date_moved',
  previous_date: '2026-05-01',
  changed_at: '2026-06-01T12:00:00.000Z',
});

describe('changes on the calendars (issue 22 §1)', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('words a recent move by the day it moved from, and a recent confirmation; nothing for an older change or an added row', () => {
    expect(changeNote(moved, NOW.getTime())).toBe('Moved from Jul 10');
    expect(changeNote(confirmed, NOW.getTime())).toBe('Newly confirmed');
    expect(changeNote(movedLongAgo, NOW.getTime())).toBeNull();
    expect(changeNote(earningsRow(), NOW.getTime())).toBeNull();
    // In Tokyo an after-close report falls on the next day, and so did the day it moved from.
    expect(changeNote({ ...moved, date: '2026-07-17', date_et: '2026-07-16' }, NOW.getTime())).toBe('Moved from Jul 11');
  });

  it('marks moved and newly confirmed rows, and narrows the table to the rows changed this week', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [moved, confirmed]) });
    const { router, user } = renderApp('/earnings-calendar');
    const table = await screen.findByRole('table', { name: /^Earnings Calendar, / });
    await waitFor(() => expect(within(table).getByText('Moved from Jul 10')).toBeInTheDocument());
    expect(within(table).getByText('Newly confirmed')).toBeInTheDocument();

    const filters = within(screen.getByRole('form', { name: 'Filters' }));
    await user.selectOptions(filters.getByLabelText('Changes'), 'week');
    // Monday 13 July, midnight in New York (EDT).
    const monday = '2026-07-13T04:00:00.000Z';
    expect(new URLSearchParams(router.state.location.search).get('updated_since')).toBe(monday);
    await waitFor(() => expect(server.requestsTo(calendarApiPath('earnings')).at(-1)?.query.get('updated_since')).toBe(monday));
    expect(filters.getByLabelText('Changes')).toHaveDisplayValue('Changed this week');
    // A narrowing filter: Clear filters takes it away.
    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    expect(new URLSearchParams(router.state.location.search).has('updated_since')).toBe(false);
  });

  it('marks them on the mosaic, the list and the month too (the month by its glyph, the words for screen readers)', async () => {
    // A member: the older list is theirs.
    window.localStorage.setItem('token', 'abc123');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      [calendarApiPath('earnings')]: calendarEndpoint(() => [moved, confirmed]),
      [calendarApiPath('all')]: calendarEndpoint(() => [moved, confirmed]),
    });

    const mosaic = renderApp('/earnings-calendar-mosaic');
    expect(await screen.findByText('Moved from Jul 10')).toBeInTheDocument();
    expect(screen.getByText('Newly confirmed')).toBeInTheDocument();
    mosaic.unmount();

    const list = renderApp('/earnings-calendar-old');
    expect(await screen.findByText('Moved from Jul 10')).toBeInTheDocument();
    list.unmount();

    renderApp('/calendar');
    const grid = await screen.findByRole('table', { name: 'Catalysts of July 2026' });
    const marker = await within(grid).findByText('Moved from Jul 10');
    expect(marker).toHaveClass('visually-hidden');
    expect(marker.parentElement).toHaveAttribute('title', expect.stringMatching(/^Moved from Jul 10\. Seen /));
  });

  it('names another instant from a shared link by its day', async () => {
    installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [moved]) });
    renderApp('/earnings-calendar?updated_since=2026-07-08T00:00:00Z');
    await screen.findByRole('table', { name: /^Earnings Calendar, / });
    expect(within(screen.getByRole('form', { name: 'Filters' })).getByLabelText('Changes')).toHaveDisplayValue(
      'Changed since Jul 8',
    );
  });
});
