import { drfFieldErrors } from '../http/valid-body.js';
import { CalendarQuerySchema } from './calendar-query.schema.js';
import { isFieldErrors, resolveCalendarRequest, type CalendarRequest, type FieldErrors } from './calendar-request.js';

// Wednesday 2026-11-25, 15:00 UTC: 10:00 in New York, 00:00 Thursday in Tokyo.
const NOW = new Date('2026-11-25T15:00:00Z');

function resolve(type: string, query: Record<string, unknown> = {}): CalendarRequest {
  const resolved = resolveCalendarRequest(type, CalendarQuerySchema.parse(query), NOW);
  if (isFieldErrors(resolved)) throw new Error(`refused: ${JSON.stringify(resolved)}`);
  return resolved;
}

/** The field errors, whether the schema (one field) or the resolution (fields together) finds them. */
function refusal(type: string, query: Record<string, unknown> = {}): FieldErrors {
  const parsed = CalendarQuerySchema.safeParse(query);
  if (!parsed.success) return drfFieldErrors(parsed.error.issues) as FieldErrors;
  const resolved = resolveCalendarRequest(type, parsed.data, NOW);
  if (!isFieldErrors(resolved)) throw new Error('expected a refusal');
  return resolved;
}

describe('resolveCalendarRequest', () => {
  it('defaults to the current week in New York, first page of 100, by date', () => {
    expect(resolve('earnings')).toMatchObject({
      path: 'earnings',
      types: ['earnings'],
      dateFrom: '2026-11-23',
      dateTo: '2026-11-29',
      tz: 'America/New_York',
      currentWeek: { date_from: '2026-11-23', date_to: '2026-11-29' },
      ordering: 'date',
      page: 1,
      pageSize: 100,
      format: 'json',
    });
  });

  it('computes the week in the reader’s zone', () => {
    // Already Thursday in Tokyo, still the same week; in Kiritimati (UTC+14) too.
    expect(resolve('fda', { tz: 'Asia/Tokyo' })).toMatchObject({ dateFrom: '2026-11-23', tz: 'Asia/Tokyo' });
    const sundayNight = resolveCalendarRequest('fda', { tz: 'Pacific/Kiritimati' }, new Date('2026-11-29T12:00:00Z'));
    expect(sundayNight).toMatchObject({ dateFrom: '2026-11-30', dateTo: '2026-12-06' });
  });

  it('completes a half-given range to the week of the given day', () => {
    expect(resolve('ipo', { date_from: '2026-12-02' })).toMatchObject({ dateFrom: '2026-12-02', dateTo: '2026-12-06' });
    expect(resolve('ipo', { date_to: '2026-12-02' })).toMatchObject({ dateFrom: '2026-11-30', dateTo: '2026-12-02' });
  });

  it('reads every filter', () => {
    expect(
      resolve('all', {
        types: 'earnings,fda',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        tickers: 'aapl, MSFT,aapl',
        importance: '3',
        sector: 'information_technology,health_care',
        market_cap_min: '10000000000',
        market_cap_max: '5e12',
        confirmed: 'true',
        include_called_off: 'yes',
        country: 'usa, EMU,usa',
        session: 'before_open,after_close',
        search: '  Apple ',
        ordering: '-market_cap',
        page: '2',
        page_size: '50',
      }),
    ).toMatchObject({
      path: 'all',
      types: ['earnings', 'fda'],
      tickers: ['AAPL', 'MSFT'],
      importance: 3,
      sectors: ['information_technology', 'health_care'],
      marketCapMin: 10_000_000_000,
      marketCapMax: 5e12,
      confirmed: true,
      includeCalledOff: true,
      countries: ['USA', 'EMU'],
      sessions: ['before_open', 'after_close'],
      search: 'Apple',
      ordering: '-market_cap',
      page: 2,
      pageSize: 50,
    });
  });

  it('asks every type for the combined calendar without `types`', () => {
    expect(resolve('all').types).toEqual([]);
  });

  it('leaves postponed and withdrawn IPOs out unless asked', () => {
    expect(resolve('ipo').includeCalledOff).toBe(false);
    expect(resolve('ipo', { include_called_off: 'false' }).includeCalledOff).toBe(false);
  });

  it('takes the last of a repeated parameter, as DRF does', () => {
    expect(resolve('earnings', { importance: ['1', '4'] }).importance).toBe(4);
  });

  it.each([
    ['an unknown calendar', 'bonds', {}, { type: ['"bonds" is not a valid choice.'] }],
    [
      'a bad date',
      'earnings',
      { date_from: '2026-02-30' },
      { date_from: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    ],
    [
      'a date in another format',
      'earnings',
      { date_to: '11/30/2026' },
      { date_to: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    ],
    [
      'date_to before date_from',
      'earnings',
      { date_from: '2026-11-30', date_to: '2026-11-01' },
      { date_to: ['Ensure date_to is on or after date_from.'] },
    ],
    [
      'a range over a year',
      'earnings',
      { date_from: '2026-01-01', date_to: '2027-01-02' },
      { date_to: ['Ensure the range from date_from to date_to is at most 366 days.'] },
    ],
    ['an unknown zone', 'earnings', { tz: 'Mars/Olympus_Mons' }, { tz: ['"Mars/Olympus_Mons" is not a valid time zone.'] }],
    [
      'importance out of range',
      'earnings',
      { importance: '6' },
      { importance: ['Ensure this value is less than or equal to 5.'] },
    ],
    ['importance not a number', 'earnings', { importance: 'high' }, { importance: ['A valid integer is required.'] }],
    ['an unknown sector', 'earnings', { sector: 'crypto' }, { sector: ['"crypto" is not a valid choice.'] }],
    [
      'a negative market cap',
      'earnings',
      { market_cap_min: '-5' },
      { market_cap_min: ['Ensure this value is greater than or equal to 0.'] },
    ],
    [
      'a market cap that is not a number',
      'earnings',
      { market_cap_max: 'big' },
      { market_cap_max: ['A valid number is required.'] },
    ],
    [
      'market caps the wrong way round',
      'earnings',
      { market_cap_min: '20', market_cap_max: '10' },
      { market_cap_max: ['Ensure market_cap_max is greater than or equal to market_cap_min.'] },
    ],
    ['a bad boolean', 'earnings', { confirmed: 'perhaps' }, { confirmed: ['Must be a valid boolean.'] }],
    [
      'a country that is not a three-letter code',
      'economic',
      { country: 'USA,Germany' },
      { country: ['"GERMANY" is not a valid country code (three letters, e.g. USA, GBR, EMU).'] },
    ],
    ['an unknown session', 'earnings', { session: 'lunch' }, { session: ['"lunch" is not a valid choice.'] }],
    ['an unknown ordering', 'earnings', { ordering: 'revenue' }, { ordering: ['"revenue" is not a valid choice.'] }],
    ['page 0', 'earnings', { page: '0' }, { page: ['Ensure this value is greater than or equal to 1.'] }],
    [
      'a page size over 500',
      'earnings',
      { page_size: '501' },
      { page_size: ['Ensure this value is less than or equal to 500.'] },
    ],
    ['an unknown format', 'earnings', { format: 'xlsx' }, { format: ['"xlsx" is not a valid choice.'] }],
    ['types on one calendar', 'earnings', { types: 'fda' }, { types: ['Only the combined calendar (all) is filtered by type.'] }],
    ['an unknown type in types', 'all', { types: 'earnings,bonds' }, { types: ['"bonds" is not a valid choice.'] }],
    ['a bad ticker', 'earnings', { tickers: 'AAPL,$$$' }, { tickers: ['"$$$" is not a valid ticker symbol.'] }],
    [
      'too long a search',
      'earnings',
      { search: 'x'.repeat(101) },
      { search: ['Ensure this field has no more than 100 characters.'] },
    ],
  ])('refuses %s', (_what, type, query, errors) => {
    expect(refusal(type, query)).toEqual(errors);
  });

  it('reads updated_since as an instant, in any offset, a `+` sent unencoded included', () => {
    const at = new Date('2026-11-23T05:00:00Z');
    for (const value of [
      '2026-11-23T05:00:00Z',
      '2026-11-23T05:00Z',
      '2026-11-23T00:00:00-05:00',
      '2026-11-23T06:00:00 01:00',
      '2026-11-23 10:30:00+0530',
    ])
      expect(resolve('earnings', { updated_since: value }).updatedSince).toEqual(at);
    expect(resolve('earnings', { updated_since: '2026-11-23T05:00:00.123456Z' }).updatedSince).toEqual(
      new Date('2026-11-23T05:00:00.123Z'),
    );
    expect(resolve('earnings').updatedSince).toBeNull();
  });

  it.each([
    'yesterday',
    '2026-11-23',
    '2026-11-23T05:00:00',
    '2026-02-30T05:00:00Z',
    '2026-11-23T24:00:00Z',
    '2026-11-23T05:00:00+25:00',
  ])('refuses updated_since=%s with DRF’s words', (value) => {
    expect(refusal('earnings', { updated_since: value })).toEqual({
      updated_since: [
        'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      ],
    });
  });

  it('refuses more than 50 tickers', () => {
    const tickers = Array.from({ length: 51 }, (_, i) => `T${i}`).join(',');
    expect(refusal('earnings', { tickers })).toEqual({ tickers: ['Ensure this field has no more than 50 elements.'] });
  });

  it('accepts a leap year’s range of 366 days', () => {
    expect(resolve('earnings', { date_from: '2028-01-01', date_to: '2028-12-31' }).dateTo).toBe('2028-12-31');
  });
});
