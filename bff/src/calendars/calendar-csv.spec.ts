import type { CalendarRow } from '@mc/api/calendars';
import { csvField, csvLayout } from './calendar-csv.js';

const row = {
  id: 'earnings-1',
  type: 'earnings',
  tickers: ['JNJ'],
  ticker: 'JNJ',
  company: 'Johnson & Johnson',
  title: 'Q4 2026 earnings',
  date: '2026-11-26',
  time: '06:45',
  date_et: '2026-11-26',
  time_et: '06:45',
  starts_at: '2026-11-26T11:45:00.000Z',
  session: 'before_open',
  date_status: 'estimated',
  date_precision: 'day',
  date_label: null,
  importance: 4,
  sector: 'health_care',
  market_cap: 372000000000,
  details: { eps_est: 2.41, notes: 'Call at 8:30, "preliminary", see IR', eps: null, period: 'Q4' },
  details_locked: false,
  source: 'Benzinga',
  source_url: null,
  revision: 1,
  first_seen_at: '2026-08-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
} as unknown as CalendarRow;

describe('csvField', () => {
  it('quotes RFC 4180’s special characters and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes numbers as numbers, nothing for null, lists joined', () => {
    expect(csvField(-0.02)).toBe('-0.02');
    expect(csvField(null)).toBe('');
    expect(csvField(['AAPL', 'MSFT'])).toBe('AAPL; MSFT');
  });

  it('keeps text from running as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1-555-0100 ext')).toBe("'+1-555-0100 ext");
    expect(csvField('\tsplit')).toBe("'\tsplit");
  });

  it('writes a number held as text (an economic value) as it is, without the guard', () => {
    expect(csvField('-0.1')).toBe('-0.1');
    expect(csvField('+2.5')).toBe('+2.5');
    expect(csvField('-1.2e3')).toBe('-1.2e3');
    expect(csvField('-.5')).toBe('-.5');
    expect(csvField('-')).toBe("'-");
  });

  it('writes an economic figure with its unit as it is, negative ones included', () => {
    expect(csvField('-0.1%')).toBe('-0.1%');
    expect(csvField('-12K')).toBe('-12K');
    expect(csvField('+0.25%')).toBe('+0.25%');
    expect(csvField('-78.3 USD')).toBe('-78.3 USD');
    expect(csvField('-12K+SUM(A1)')).toBe("'-12K+SUM(A1)");
    expect(csvField('-1 USD,HYPERLINK')).toBe('"\'-1 USD,HYPERLINK"');
  });
});

describe('csvLayout', () => {
  it('writes one calendar’s own fields as columns, lines ending in CRLF', () => {
    const layout = csvLayout('earnings', 'Europe/London');
    expect(layout.header).toBe(
      'type,id,date,time,tz,date_label,session,date_status,tickers,company,title,importance,sector,market_cap,source,source_url,revision,updated_at,' +
        'exchange,currency,period,period_year,eps_type,eps,eps_est,eps_prior,eps_surprise,eps_surprise_percent,revenue_type,revenue,' +
        'revenue_est,revenue_prior,revenue_surprise,revenue_surprise_percent,notes\r\n',
    );
    expect(layout.row(row)).toBe(
      'earnings,earnings-1,2026-11-26,06:45,Europe/London,,before_open,estimated,JNJ,Johnson & Johnson,Q4 2026 earnings,4,health_care,372000000000,Benzinga,,1,2026-11-20T10:00:00.000Z,' +
        ',,Q4,,,,2.41,,,,,,,,,,"Call at 8:30, ""preliminary"", see IR"\r\n',
    );
  });

  it('writes the combined calendar’s details as JSON in one column', () => {
    const layout = csvLayout('all', 'America/New_York');
    expect(layout.header.endsWith(',updated_at,details\r\n')).toBe(true);
    expect(
      layout
        .row(row)
        .endsWith(
          `,"{""eps_est"":2.41,""notes"":""Call at 8:30, \\""preliminary\\"", see IR"",""eps"":null,""period"":""Q4""}"\r\n`,
        ),
    ).toBe(true);
  });
});
