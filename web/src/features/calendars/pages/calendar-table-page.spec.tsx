import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarRow } from '@mc/api/calendars';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import {
  calendarApiPath,
  calendarEndpoint,
  calendarPage,
  chooseTimeZone,
  earningsRow,
  fdaRow,
  fixDate,
  THIS_WEEK,
} from '../calendar-fixtures.test-helper.js';
import { withScrollAreaHeight } from '../calendar-layout.test-helper.js';
import { SEARCH_DELAY_MS } from '../components/filter-bar.js';
import { NetworkError } from '../../../api/api-errors.js';
import { MAX_RETRIES } from '../../../api/query-client.js';
import { failedMessage } from '../../../ui/load-states.js';

const apple = earningsRow();
const jpm = earningsRow({
  id: 'earnings-jpm',
  tickers: ['JPM'],
  ticker: 'JPM',
  company: 'JPMorgan Chase & Co.',
  date: '2026-07-14',
  time: '07:00',
  time_et: '07:00',
  date_et: '2026-07-14',
  starts_at: '2026-07-14T11:00:00.000Z',
  session: 'before_open',
  date_status: 'estimated',
  importance: 4,
  market_cap: 690_000_000_000,
});

withScrollAreaHeight(600);

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);
/** The table once its rows are drawn (the virtualizer draws them once it has measured its scroll area). */
async function table(name: RegExp = /^Earnings Calendar, /): Promise<HTMLElement> {
  const found = await screen.findByRole('table', { name });
  await waitFor(() => expect(found.querySelector('.calendar-table__event')).not.toBeNull());
  return found;
}
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

describe('the earnings calendar table', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the week grouped by day, each row with its session, date status, source and last update', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [jpm, apple]) });
    const { user } = renderApp('/earnings-calendar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings Calendar' })).toBeInTheDocument();
    expect(document.title).toBe('Earnings Calendar · Market Catalysts');
    const rows = bodyRows(await table());
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Tuesday, July 14'),
      expect.stringMatching(/^JPM.*JPMorgan Chase & Co\..*7:00 AM.*Before open.*Estimated/),
      expect.stringContaining('Thursday, July 16'),
      expect.stringMatching(/^AAPL.*Apple Inc\..*4:30 PM.*After close.*\$1\.62.*±5\.8%.*\$3\.42T.*Confirmed/),
    ]);
    // The source, the period and the actual revenue are in the row's details.
    await user.click(within(rows[1]).getByRole('button', { name: 'Details for JPM' }));
    expect(within(await table()).getByRole('row', { name: /Source.*Benzinga.*Updated Jul 10, 9:32 AM/ })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('rowheader', { name: 'JPM' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'JPM' })).toHaveAttribute('href', '/company/JPM');
    expect(within(rows[3]).getByText('Importance 5 of 5')).toBeInTheDocument();
    expect(screen.getByText(/^2 earnings reports · Times in America\/New York \(EDT\)/)).toBeInTheDocument();
    expect(screen.getByText('Jul 13 – 19, 2026')).toBeInTheDocument();

    const [request] = server.requestsTo(calendarApiPath('earnings'));
    expect(Object.fromEntries(request.query)).toEqual({ tz: 'America/New_York', page_size: '500' });
  });

  it('says it is loading until the API answers', async () => {
    installFakeFetch();
    const answered = globalThis.fetch;
    // The calendar's answer never comes; everything else is answered as usual.
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/calendars/') ? new Promise(() => undefined) : answered(input, init)) as typeof fetch;
    renderApp('/earnings-calendar');

    expect(await screen.findByText('Loading earnings reports…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the week has nothing, and offers to clear the filters that emptied it', async () => {
    installFakeFetch({
      [calendarApiPath('earnings')]: calendarEndpoint((request) => (request.query.has('importance') ? [] : [apple])),
    });
    const { router, user } = renderApp('/earnings-calendar?importance=5&session=before_open');

    expect(await screen.findByText('No earnings reports match these filters for Jul 13 – 19, 2026.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Results' })).getByRole('button', { name: 'Clear filters' }));
    expect(await table()).toBeInTheDocument();
    expect(search(router).toString()).toBe('');
  });

  it('shows a failure with a way to try again', async () => {
    let calls = 0;
    installFakeFetch({
      [calendarApiPath('earnings')]: (request) => {
        calls += 1;
        // The first request and its automatic retries fail; "Try again" then succeeds.
        if (calls <= 1 + MAX_RETRIES) throw new TypeError('Failed to fetch');
        return calendarEndpoint(() => [apple])(request);
      },
    });
    const { user } = renderApp('/earnings-calendar');

    expect(await screen.findByText(failedMessage('the calendar', new NetworkError(null)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('explains a link the API refuses instead of failing', async () => {
    installFakeFetch({
      [calendarApiPath('earnings')]: {
        status: 400,
        body: { date_to: ['Ensure the range from date_from to date_to is at most 366 days.'] },
      },
    });
    renderApp('/earnings-calendar?date_from=2024-01-01&date_to=2026-07-19');

    const alert = (await screen.findByText('This link asks for a view the calendar cannot show:')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('date_to: Ensure the range from date_from to date_to is at most 366 days.');
    expect(within(alert).getByRole('button', { name: 'Show this week without filters' })).toBeInTheDocument();
  });

  it('reads its filters from the address, asks the API for them and shows them in the controls', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]) });
    renderApp(
      '/earnings-calendar?search=aap&importance=4&sector=information_technology&market_cap_min=200000000000&confirmed=true&session=after_close&ordering=-market_cap',
    );

    await table();
    const [request] = server.requestsTo(calendarApiPath('earnings'));
    expect(Object.fromEntries(request.query)).toMatchObject({
      search: 'aap',
      importance: '4',
      sector: 'information_technology',
      market_cap_min: '200000000000',
      confirmed: 'true',
      session: 'after_close',
      ordering: '-market_cap',
    });
    const filters = within(screen.getByRole('form', { name: 'Filters' }));
    expect(filters.getByLabelText('Ticker or company')).toHaveValue('aap');
    expect(filters.getByLabelText('Importance')).toHaveDisplayValue('4 and above');
    expect(filters.getByLabelText('Sector')).toHaveDisplayValue('Information Technology');
    expect(filters.getByLabelText('Market cap')).toHaveDisplayValue('Mega cap ($200B and up)');
    expect(filters.getByLabelText('Date status')).toHaveDisplayValue('Confirmed only');
    expect(filters.getByLabelText('Session')).toHaveDisplayValue('After close');
    expect(screen.getByRole('columnheader', { name: /Market cap/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('puts every filter change in the address, so the view can be shared', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]) });
    const { router, user } = renderApp('/earnings-calendar');
    await table();
    const filters = within(screen.getByRole('form', { name: 'Filters' }));

    await user.selectOptions(filters.getByLabelText('Importance'), '3');
    await user.selectOptions(filters.getByLabelText('Market cap'), 'mid');
    await user.selectOptions(filters.getByLabelText('Session'), 'before_open');
    expect(Object.fromEntries(search(router))).toEqual({
      importance: '3',
      market_cap_min: '2000000000',
      market_cap_max: '9999999999',
      session: 'before_open',
    });

    await user.type(filters.getByLabelText('Ticker or company'), 'AAPL');
    await waitFor(() => expect(search(router).get('search')).toBe('AAPL'), { timeout: SEARCH_DELAY_MS * 4 });
    await waitFor(() => expect(server.requestsTo(calendarApiPath('earnings')).at(-1)?.query.get('search')).toBe('AAPL'));
    // One request for the whole word, none per keystroke.
    expect(server.requestsTo(calendarApiPath('earnings')).filter((request) => request.query.has('search'))).toHaveLength(1);
  });

  it('sorts by a column from its header', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [jpm, apple]) });
    const { router, user } = renderApp('/earnings-calendar');
    await table();

    await user.click(screen.getByRole('button', { name: /^Ticker/ }));
    expect(search(router).get('ordering')).toBe('ticker');
    expect(screen.getByRole('columnheader', { name: /Ticker/ })).toHaveAttribute('aria-sort', 'ascending');
    // The date order is the default: the first click on Time goes back to it, the second reverses it.
    await user.click(screen.getByRole('button', { name: /^Time/ }));
    expect(search(router).has('ordering')).toBe(false);
    await user.click(screen.getByRole('button', { name: /^Time/ }));
    expect(search(router).get('ordering')).toBe('-date');
    await waitFor(() => expect(server.requestsTo(calendarApiPath('earnings')).at(-1)?.query.get('ordering')).toBe('-date'));
    // Newest day first.
    const headings = within(await table()).getAllByRole('columnheader', { name: /day,/i });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      expect.stringContaining('Thursday, July 16'),
      expect.stringContaining('Tuesday, July 14'),
    ]);
  });

  it('shows times in the chosen zone, asks the API in it, and remembers it', async () => {
    // The API answers each zone with its own local day and time for the same instant.
    const server = installFakeFetch({
      [calendarApiPath('earnings')]: calendarEndpoint((request) =>
        request.query.get('tz') === 'Asia/Tokyo' ? [{ ...apple, date: '2026-07-17', time: '05:30' }] : [apple],
      ),
    });
    const { user } = renderApp('/earnings-calendar');
    expect(within(await table()).getByText('4:30 PM')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    expect(await screen.findByText('5:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Friday, July 17/ })).toBeInTheDocument();
    expect(screen.getByText(/Times in Asia\/Tokyo \(GMT\+9\)/)).toBeInTheDocument();
    expect(server.requestsTo(calendarApiPath('earnings')).at(-1)?.query.get('tz')).toBe('Asia/Tokyo');
    expect(window.localStorage.getItem('mc.calendars.timeZone')).toBe('Asia/Tokyo');
  });

  it('steps from week to week, and back to this one', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]) });
    const { router, user } = renderApp('/earnings-calendar');
    await table();

    await user.click(screen.getByRole('button', { name: /Next week/ }));
    expect(Object.fromEntries(search(router))).toEqual({ date_from: '2026-07-20', date_to: '2026-07-26' });
    expect(await screen.findByText('Jul 20 – 26, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous week/ }));
    await user.click(screen.getByRole('button', { name: /Previous week/ }));
    expect(Object.fromEntries(search(router))).toEqual({ date_from: '2026-07-06', date_to: '2026-07-12' });
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(search(router).toString()).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true'));
    expect(server.requestsTo(calendarApiPath('earnings')).map((request) => request.query.get('date_from'))).toEqual([
      null,
      '2026-07-20',
      '2026-07-13',
      '2026-07-06',
      null,
    ]);
  });

  it('shows a custom range, and says what is wrong with a bad one', async () => {
    installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]) });
    const { router, user } = renderApp('/earnings-calendar');
    await table();
    const form = within(screen.getByRole('form', { name: 'Custom range' }));

    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-08-01' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-07-01' } });
    await user.click(form.getByRole('button', { name: 'Show range' }));
    expect(form.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
    expect(search(router).toString()).toBe('');

    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-08-31' } });
    await user.click(form.getByRole('button', { name: 'Show range' }));
    expect(Object.fromEntries(search(router))).toEqual({ date_from: '2026-08-01', date_to: '2026-08-31' });
    expect(await screen.findByRole('button', { name: /Next 31 days/ })).toBeInTheDocument();
  });

  it('reads every page of a long range, showing each as it arrives', async () => {
    const month = Array.from({ length: 3 }, (_, index) =>
      earningsRow({ id: `earnings-${index}`, ticker: `T${index}`, tickers: [`T${index}`], date: `2026-07-0${index + 1}` }),
    );
    const range = { date_from: '2026-07-01', date_to: '2026-07-31', count: 3 };
    const secondPage =
      '/api/calendars/earnings/?date_from=2026-07-01&date_to=2026-07-31&page=2&page_size=500&tz=America%2FNew_York';
    const server = installFakeFetch({
      [calendarApiPath('earnings')]: (request) =>
        request.query.get('page') === '2'
          ? { body: calendarPage(month.slice(2), range) }
          : { body: calendarPage(month.slice(0, 2), { ...range, next: secondPage }) },
    });
    // The second page waits until the test lets it through.
    let releaseSecondPage: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('page=2')) await gate;
      return answer(input, init);
    }) as typeof fetch;
    renderApp('/earnings-calendar?date_from=2026-07-01&date_to=2026-07-31');

    expect(await screen.findByText(/^Loaded 2 of 3 earnings reports…/)).toBeInTheDocument();
    expect((await table()).querySelectorAll('.calendar-table__event')).toHaveLength(2);
    releaseSecondPage();
    expect(await screen.findByText(/^3 earnings reports/)).toBeInTheDocument();
    expect((await table()).querySelectorAll('.calendar-table__event')).toHaveLength(3);
    expect(server.requestsTo(calendarApiPath('earnings')).map((request) => request.query.get('page'))).toEqual([null, '2']);
  });

  it('keeps a year of rows out of the page but the visible ones, and draws more as it scrolls', async () => {
    const year = Array.from({ length: 400 }, (_, index) =>
      earningsRow({ id: `earnings-${index}`, ticker: `S${index}`, tickers: [`S${index}`], date: '2026-07-16' }),
    );
    installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => year) });
    renderApp('/earnings-calendar');

    const shown = await table();
    expect(shown).toHaveAttribute('aria-rowcount', '402');
    const drawn = bodyRows(shown).filter((row) => row.getAttribute('aria-rowindex'));
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(within(shown).queryByRole('link', { name: 'S399' })).not.toBeInTheDocument();

    const scroller = screen.getByRole('region', { name: /scrollable/ });
    await act(async () => {
      scroller.scrollTop = 398 * 56;
      fireEvent.scroll(scroller);
    });
    expect(await within(shown).findByRole('link', { name: 'S399' })).toBeInTheDocument();
    expect(within(shown).queryByRole('link', { name: 'S0' })).not.toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'S399' }).closest('tr')).toHaveAttribute('aria-rowindex', '402');
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('CSV export', () => {
  const created: Blob[] = [];
  const saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
    created.length = 0;
    saved.length = 0;
    // jsdom has neither object URLs nor downloads: record what the page hands the browser.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:calendar-${created.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('saves the same rows, filters, order and zone as a file named after the calendar and range', async () => {
    const csv = 'type,id,date,time,tz\r\nearnings,earnings-5f1c,2026-07-16,16:30,America/New_York\r\n';
    const server = installFakeFetch({
      [calendarApiPath('earnings')]: (request) =>
        request.query.get('format') === 'csv' ? { body: csv } : calendarEndpoint(() => [apple])(request),
    });
    const { user } = renderApp('/earnings-calendar?search=AAPL&ordering=importance');
    await table();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:calendar-1', download: 'earnings-calendar_2026-07-13_2026-07-19.csv' }]),
    );
    expect(await blobText(created[0])).toBe(csv);
    const asked = server.requestsTo(calendarApiPath('earnings')).find((request) => request.query.get('format') === 'csv')!;
    expect(Object.fromEntries(asked.query)).toEqual({
      search: 'AAPL',
      ordering: 'importance',
      tz: 'America/New_York',
      format: 'csv',
    });
  });

  it('says so when the file cannot be prepared', async () => {
    installFakeFetch({
      [calendarApiPath('earnings')]: (request) =>
        request.query.get('format') === 'csv'
          ? { status: 503, body: { detail: 'Service temporarily unavailable.' } }
          : calendarEndpoint(() => [apple])(request),
    });
    const { user } = renderApp('/earnings-calendar');
    await table();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV could not be prepared. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('the calendar for a visitor (preview)', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows this week with what is locked and the call to subscribe', async () => {
    installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple], 'preview') });
    renderApp('/earnings-calendar');

    await table();
    const notice = screen.getByRole('complementary', { name: 'You are seeing the free preview' });
    expect(notice).toHaveTextContent('Past and upcoming weeks (the preview shows this week only)');
    expect(notice).toHaveTextContent('FDA event details');
    expect(notice).toHaveTextContent('CSV export of any calendar');
    expect(within(notice).getByRole('link', { name: 'Subscribe for full access' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: /Previous week/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next week/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('form', { name: 'Custom range' })).not.toBeInTheDocument();
  });

  it('sends a signed-in reader without a subscription to the plans', async () => {
    window.localStorage.setItem('token', 'abc123');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      [calendarApiPath('earnings')]: calendarEndpoint(() => [apple], 'preview'),
    });
    renderApp('/earnings-calendar');

    await table();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Subscribe for full access' })).toHaveAttribute('href', '/subscribe'),
    );
  });

  it('marks the FDA details it leaves out', async () => {
    const locked: CalendarRow = { ...fdaRow(), details: null, details_locked: true };
    installFakeFetch({ [calendarApiPath('fda')]: calendarEndpoint(() => [locked], 'preview') });

    const { user } = renderApp('/fda-calendar');

    const row = bodyRows(await table(/^FDA Calendar/))[1];
    expect(within(row).getByRole('link', { name: 'MRNA' })).toBeInTheDocument();
    // Event and drug in the row; indication, target date, status and outcome in its details.
    expect(within(row).getAllByText('For subscribers')).toHaveLength(2);
    await user.click(within(row).getByRole('button', { name: 'Details for MRNA' }));
    const details = bodyRows(await table(/^FDA Calendar/))[2];
    // The four folded ones.
    expect(within(details).getAllByText('For subscribers')).toHaveLength(4);
  });

  it('answers a shared link to another week with the reason and this week', async () => {
    installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple], 'preview') });
    const { router, user } = renderApp('/earnings-calendar?date_from=2026-07-20&date_to=2026-07-26');

    const alert = (await screen.findByText(/Without a subscription the calendars show the current week only\./)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Subscribe for full access' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Show this week' }));
    expect(await table()).toBeInTheDocument();
    expect(search(router).toString()).toBe('');
    expect(THIS_WEEK.date_from).toBe('2026-07-13');
  });
});
