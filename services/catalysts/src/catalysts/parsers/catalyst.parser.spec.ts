import { ProviderError } from '@mc/runtime';
import { parseCatalyst } from './catalyst.parser.js';

const UPDATED = 1_767_225_600;

describe('parseCatalyst', () => {
  it('reads an earnings row: estimates as numbers, unknown actuals as null, confirmed date, time kept', () => {
    const draft = parseCatalyst(
      'earnings',
      {
        id: '6571f0c2a1b2',
        date: '2026-07-30',
        time: '16:30:00',
        ticker: 'aapl',
        exchange: 'NASDAQ',
        name: 'Apple Inc.',
        currency: 'USD',
        period: 'Q3',
        period_year: 2026,
        eps_type: 'Adj',
        eps: '',
        eps_est: '1.43',
        eps_prior: '1.40',
        eps_surprise: '',
        eps_surprise_percent: '',
        revenue_type: 'GAAP',
        revenue: '',
        revenue_est: '89300000000',
        revenue_prior: '85780000000',
        revenue_surprise: '',
        revenue_surprise_percent: '',
        date_confirmed: 1,
        importance: 5,
        notes: '',
        updated: UPDATED,
      },
      'earnings row 0',
    );
    expect(draft).toMatchObject({
      type: 'earnings',
      providerId: '6571f0c2a1b2',
      providerUpdated: UPDATED,
      tickers: ['AAPL'],
      company: 'Apple Inc.',
      title: 'Q3 2026 earnings',
      date: '2026-07-30',
      time: '16:30:00',
      dateStatus: 'confirmed',
      datePrecision: 'day',
      dateLabel: null,
      importance: 5,
      sourceUrl: null,
    });
    expect(draft.details).toMatchObject({
      eps: null,
      eps_est: 1.43,
      eps_prior: 1.4,
      revenue_est: 89_300_000_000,
      period_year: 2026,
    });
  });

  it('marks an earnings date without confirmation as estimated, and an empty time as unknown', () => {
    const draft = parseCatalyst(
      'earnings',
      {
        id: 'e1',
        date: '2026-10-29',
        time: '',
        ticker: 'MSFT',
        name: 'Microsoft Corporation',
        date_confirmed: 0,
        updated: UPDATED,
      },
      'earnings row 1',
    );
    expect(draft).toMatchObject({ time: null, dateStatus: 'estimated', title: 'Earnings' });
  });

  it('gives an estimated date no time: the provider’s time is then a guess from past reports', () => {
    const row = { id: 'e2', date: '2027-02-22', time: '16:05:00', ticker: 'TSLA', name: 'Tesla, Inc.', updated: UPDATED };
    expect(parseCatalyst('earnings', { ...row, date_confirmed: 0 }, 'earnings row 2')).toMatchObject({ time: null });
    expect(parseCatalyst('earnings', { ...row, date_confirmed: 1 }, 'earnings row 2')).toMatchObject({ time: '16:05:00' });
    const call = { id: 'c2', date: '2027-02-22', start_time: '17:30:00', ticker: 'TSLA', name: 'Tesla, Inc.', updated: UPDATED };
    expect(parseCatalyst('conferencecall', { ...call, confirmed: false }, 'call row 2')).toMatchObject({ time: null });
    expect(parseCatalyst('conferencecall', { ...call, confirmed: true }, 'call row 2')).toMatchObject({ time: '17:30:00' });
  });

  describe('FDA', () => {
    const fda = (fields: Record<string, unknown>) =>
      parseCatalyst(
        'fda',
        {
          id: 'fda-301',
          date: '2026-01-12',
          time: '07:00:00',
          event_type: 'PDUFA Date',
          drug: { id: 'd-17', name: 'Winrevair', generic: false, indication_symptom: ['Pulmonary arterial hypertension'] },
          companies: [{ name: 'Merck & Co., Inc.', securities: [{ exchange: 'NYSE', symbol: 'MRK' }] }],
          status: 'Pending',
          outcome: '',
          outcome_brief: '',
          commentary: 'Supplemental BLA for the HYPERION data.',
          source_type: 'Press Release',
          source_link: 'https://www.merck.com/news/',
          updated: UPDATED,
          ...fields,
        },
        'fda row 0',
      );

    it('dates the event by its exact target date, confirmed, without the announcement’s time', () => {
      expect(fda({ target_date: '2026-06-18' })).toMatchObject({
        tickers: ['MRK'],
        company: 'Merck & Co., Inc.',
        title: 'PDUFA Date: Winrevair (Pulmonary arterial hypertension)',
        date: '2026-06-18',
        time: null,
        dateStatus: 'confirmed',
        datePrecision: 'day',
        sourceUrl: 'https://www.merck.com/news/',
      });
    });

    it('keeps a fuzzy target date estimated, with its precision and label', () => {
      const draft = fda({ target_date: '2026-Q3' });
      expect(draft).toMatchObject({
        date: '2026-07-01',
        dateStatus: 'estimated',
        datePrecision: 'quarter',
        dateLabel: 'Q3 2026',
      });
      expect(draft.details).toMatchObject({ target_date: '2026-Q3', announced_date: '2026-01-12' });
    });

    it('falls back to the announcement date and time without a target', () => {
      expect(fda({ target_date: '' })).toMatchObject({ date: '2026-01-12', time: '07:00:00', datePrecision: 'day' });
    });

    it('collects every company’s symbols', () => {
      const draft = fda({
        target_date: '2026-H2',
        companies: [
          { name: 'Regeneron Pharmaceuticals, Inc.', securities: [{ exchange: 'NASDAQ', symbol: 'REGN' }] },
          { name: 'Sanofi', securities: [{ exchange: 'NASDAQ', symbol: 'SNY' }] },
        ],
      });
      expect(draft.tickers).toEqual(['REGN', 'SNY']);
    });

    it('refuses a target date it cannot read', () => {
      expect(() => fda({ target_date: 'next spring' })).toThrow(ProviderError);
    });
  });

  it('reads an IPO: price range, underwriters, estimated until priced', () => {
    const row = {
      id: 'ipo-88',
      date: '2026-09-17',
      time: '',
      ticker: 'KLAR',
      exchange: 'NYSE',
      name: 'Klarna Group plc',
      deal_status: 'Expected',
      ipo_type: 'Ordinary Shares',
      pricing_date: '2026-09-16',
      price_min: '35.00',
      price_max: '37.00',
      price_public_offering: '',
      offering_shares: '34300000',
      offering_value: '',
      market_cap_at_offer: '',
      lead_underwriters: ['Goldman Sachs', 'J.P. Morgan', 'Morgan Stanley'],
      insider_lockup_date: '',
      updated: UPDATED,
    };
    expect(parseCatalyst('ipo', row, 'ipo row 0')).toMatchObject({
      title: 'IPO expected at $35.00–$37.00',
      dateStatus: 'estimated',
      details: { lead_underwriters: ['Goldman Sachs', 'J.P. Morgan', 'Morgan Stanley'], offering_shares: 34_300_000 },
    });
    const priced = parseCatalyst('ipo', { ...row, deal_status: 'Priced', price_public_offering: '40.00' }, 'ipo row 0');
    expect(priced).toMatchObject({ title: 'IPO priced at $40.00', dateStatus: 'confirmed' });
  });

  it('titles an IPO by its deal status: a postponed or withdrawn deal is not expected at any price', () => {
    const row = {
      id: 'ipo-91',
      date: '2026-10-09',
      ticker: 'LKFD',
      name: 'Lakefield Foods Inc.',
      currency: 'USD',
      description: 'Packaged salads and fresh-cut vegetables for grocery chains in the Midwest.',
      notes: 'Deal postponed citing market conditions.',
      price_min: '14.00',
      price_max: '16.00',
      updated: UPDATED,
    };
    expect(parseCatalyst('ipo', { ...row, deal_status: 'Postponed' }, 'ipo row 0')).toMatchObject({
      title: 'IPO postponed',
      dateStatus: 'estimated',
      details: {
        currency: 'USD',
        description: 'Packaged salads and fresh-cut vegetables for grocery chains in the Midwest.',
        notes: 'Deal postponed citing market conditions.',
      },
    });
    expect(parseCatalyst('ipo', { ...row, deal_status: 'Withdrawn' }, 'ipo row 0').title).toBe('IPO withdrawn');
    expect(parseCatalyst('ipo', { ...row, deal_status: 'Filed' }, 'ipo row 0').title).toBe(
      'IPO filed, expected at $14.00–$16.00',
    );
    expect(parseCatalyst('ipo', { ...row, deal_status: 'Expected' }, 'ipo row 0').title).toBe('IPO expected at $14.00–$16.00');
  });

  it('dates a dividend by its ex-dividend date and keeps the declaration date', () => {
    const draft = parseCatalyst(
      'dividend',
      {
        id: 'div-9',
        date: '2026-07-31',
        ticker: 'KO',
        exchange: 'NYSE',
        name: 'The Coca-Cola Company',
        dividend: '0.5300',
        dividend_prior: '0.5100',
        dividend_type: 'Cash',
        dividend_yield: '0.0297',
        frequency: 4,
        ex_dividend_date: '2026-09-15',
        record_date: '2026-09-15',
        payable_date: '2026-10-01',
        confirmed: 1,
        importance: 2,
        updated: UPDATED,
      },
      'dividend row 0',
    );
    expect(draft).toMatchObject({
      date: '2026-09-15',
      time: null,
      title: 'Ex-dividend $0.53 (quarterly)',
      dateStatus: 'confirmed',
      details: { announced_date: '2026-07-31', dividend: 0.53, dividend_yield: 0.0297, frequency: 4 },
    });
  });

  it('dates a split by its ex date', () => {
    const draft = parseCatalyst(
      'splits',
      {
        id: 'split-2',
        ticker: 'NFLX',
        exchange: 'NASDAQ',
        name: 'Netflix, Inc.',
        ratio: '10:1',
        optionable: true,
        date_announced: '2026-10-30',
        date_ex: '2026-11-17',
        date_recorded: '2026-11-10',
        date_distribution: '2026-11-14',
        importance: 4,
        updated: UPDATED,
      },
      'splits row 0',
    );
    expect(draft).toMatchObject({
      date: '2026-11-17',
      title: '10-for-1 stock split',
      dateStatus: 'confirmed',
      details: { optionable: true, direction: 'forward' },
    });
  });

  it.each([
    ['1:8', 'reverse', '1-for-8 reverse stock split'],
    ['3:2', 'forward', '3-for-2 stock split'],
    ['1-for-20', 'reverse', '1-for-20 reverse stock split'],
    ['2 for 1', 'forward', '2-for-1 stock split'],
    ['1:1', null, '1-for-1 stock split'],
    ['n/a', null, 'n/a stock split'],
  ])('reads the split ratio %s as %s', (ratio, direction, title) => {
    const draft = parseCatalyst(
      'splits',
      {
        id: 'split-3',
        ticker: 'GME',
        name: 'GameStop Corp.',
        ratio,
        date_ex: '2026-12-01',
        notes: 'Approved at the annual meeting.',
        updated: UPDATED,
      },
      'splits row 0',
    );
    expect(draft).toMatchObject({ title, details: { direction, notes: 'Approved at the annual meeting.' } });
  });

  it('reads a conference call under its start time', () => {
    const draft = parseCatalyst(
      'conferencecall',
      {
        id: 'cc-4',
        date: '2026-07-30',
        start_time: '17:00:00',
        ticker: 'AAPL',
        exchange: 'NASDAQ',
        name: 'Apple Inc.',
        phone_num: '1-877-407-0784',
        international_num: '1-201-689-8560',
        reservation_num: '',
        access_code: '13754311',
        webcast_url: 'https://investor.apple.com/',
        period: 'Q3',
        period_year: 2026,
        confirmed: '1',
        importance: 4,
        updated: UPDATED,
      },
      'conferencecall row 0',
    );
    expect(draft).toMatchObject({
      time: '17:00:00',
      title: 'Q3 2026 earnings call',
      dateStatus: 'confirmed',
      sourceUrl: 'https://investor.apple.com/',
    });
  });

  it('reads an investor conference, dated by its first day', () => {
    const draft = parseCatalyst(
      'conference',
      {
        id: 'ev-12',
        event_name: 'J.P. Morgan Healthcare Conference',
        event_type: 'Investor Conference',
        date_start: '2027-01-11',
        date_end: '2027-01-14',
        start_time: '',
        location: 'San Francisco, CA',
        webcast_link: '',
        source_link: 'https://www.jpmorgan.com/about-us/events-conferences/health-care-conference',
        securities: [
          { symbol: 'vrtx', exchange: 'NASDAQ' },
          { symbol: 'ISRG', exchange: 'NASDAQ' },
        ],
        importance: 3,
        updated: UPDATED,
      },
      'conference row 0',
    );
    expect(draft).toMatchObject({
      tickers: ['VRTX', 'ISRG'],
      company: null,
      title: 'J.P. Morgan Healthcare Conference',
      date: '2027-01-11',
      time: null,
      details: { date_end: '2027-01-14', location: 'San Francisco, CA' },
    });
  });

  it('reads an economic release with its figures as written', () => {
    const draft = parseCatalyst(
      'economic',
      {
        id: 'eco-77',
        date: '2026-08-12',
        time: '08:30:00',
        country: 'USA',
        event_name: 'CPI YoY',
        event_period: 'Jul',
        event_category: 'Inflation',
        period_year: 2026,
        actual: '',
        consensus: '2.8%',
        prior: '2.7%',
        description: 'Consumer prices over the last twelve months.',
        confirmed: 1,
        importance: 5,
        updated: UPDATED,
      },
      'economic row 0',
    );
    expect(draft).toMatchObject({
      tickers: [],
      company: null,
      title: 'US CPI YoY (Jul)',
      time: '08:30:00',
      details: { country: 'USA', unit: '%', actual: null, consensus: '2.8%', prior: '2.7%', surprise: null },
    });
  });

  it('writes an economic release’s figures with the provider’s unit, its revised prior, and the surprise once released', () => {
    const draft = parseCatalyst(
      'economic',
      {
        id: 'eco-78',
        date: '2026-11-06',
        time: '08:30:00',
        country: 'USA',
        event_name: 'Nonfarm Payrolls',
        event_period: 'October',
        actual: '208',
        actual_t: 'K',
        consensus: '220',
        consensus_t: 'K',
        prior: '254',
        prior_t: 'K',
        prior_revised: '241',
        confirmed: true,
        importance: 5,
        updated: UPDATED,
      },
      'economic row 1',
    );
    expect(draft.details).toMatchObject({
      unit: 'K',
      actual: '208K',
      consensus: '220K',
      prior: '254K',
      prior_revised: '241K',
      surprise: '-12K',
    });
  });

  it('names the country in an economic release’s title, so two CPIs on one day can be told apart', () => {
    const release = { id: 'ec-2', date: '2026-07-17', event_name: 'CPI (YoY)', event_period: 'June', updated: UPDATED };
    expect(parseCatalyst('economic', { ...release, country: 'EMU' }, 'economic row 2').title).toBe('Euro area CPI (YoY) (June)');
    expect(parseCatalyst('economic', { ...release, country: 'gbr' }, 'economic row 2').title).toBe('UK CPI (YoY) (June)');
    expect(parseCatalyst('economic', { ...release, country: 'KOR' }, 'economic row 2').title).toBe('KOR CPI (YoY) (June)');
    expect(parseCatalyst('economic', release, 'economic row 2').title).toBe('CPI (YoY) (June)');
  });

  it('refuses a row without the date it is placed by', () => {
    expect(() => parseCatalyst('earnings', { id: 'x', ticker: 'AAPL', updated: UPDATED, date: '' }, 'earnings row 9')).toThrow(
      ProviderError,
    );
  });
});
