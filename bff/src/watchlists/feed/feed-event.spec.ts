import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystSchema } from '@mc/proto';
import ical from 'ical-generator';
import ICAL from 'ical.js';
import { exchangeVtimezone } from './exchange-vtimezone.js';
import { descriptionOf, feedEvent, summaryOf } from './feed-event.js';

const catalyst = (changes: Omit<MessageInitShape<typeof CatalystSchema>, '$typeName'> = {}) =>
  create(CatalystSchema, {
    id: 'earnings-101',
    type: 'earnings',
    tickers: ['AAPL'],
    company: 'Apple Inc.',
    title: 'Q1 2027 earnings',
    date: '2027-01-28',
    time: '16:30:00',
    startsAt: timestampFromDate(new Date('2027-01-28T21:30:00Z')),
    session: 'after_close',
    dateStatus: 'confirmed',
    datePrecision: 'day',
    revision: 3,
    firstSeenAt: timestampFromDate(new Date('2026-10-01T00:00:00Z')),
    updatedAt: timestampFromDate(new Date('2026-11-20T10:00:00Z')),
    details: { case: 'earnings', value: { epsEst: 2.35, period: 'Q1' } },
    ...changes,
  });

const parse = (...events: ReturnType<typeof catalyst>[]) => {
  const text = ical({ name: 'Megacaps', ttl: 3600, timezone: { name: null, generator: exchangeVtimezone } })
    .events(events.map((event) => feedEvent(event, 'https://mc.example', 'mc.example', 'America/New_York')))
    .toString();
  const component = new ICAL.Component(ICAL.parse(text));
  return { text, component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
};

describe('feed events', () => {
  it('says what, when and how sure in the summary', () => {
    expect(summaryOf(catalyst())).toBe('AAPL earnings (after close, confirmed)');
    expect(
      summaryOf(
        catalyst({ tickers: [], type: 'economic', title: 'Nonfarm Payrolls', session: 'unknown', dateStatus: 'estimated' }),
      ),
    ).toBe('Nonfarm Payrolls (estimated)');
  });

  it('places a timed row at its instant in UTC', () => {
    const { text, events } = parse(catalyst());
    const [event] = events;
    expect(event.uid).toBe('earnings-101@mc.example');
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe('AAPL earnings (after close, confirmed)');
    expect(text).toContain('\r\nDTSTART:20270128T213000Z\r\n');
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-28T21:30:00.000Z');
    expect(event.description).toContain('EPS estimate: 2.35');
    expect(event.description).toContain('https://mc.example/company/AAPL');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('carries the exchange’s VTIMEZONE, named by the all-day rows (the exchange’s days)', () => {
    const { text, component, events } = parse(
      catalyst({ id: 'dividend-7', type: 'dividend', time: undefined, startsAt: undefined }),
    );
    expect(component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20270128\r\n');
    expect(events[0].startDate.isDate).toBe(true);
  });

  it('tells a timed row’s time in the owner’s zone, with the owner’s day when it is not the row’s', () => {
    const url = 'https://mc.example/company/AAPL';
    expect(descriptionOf(catalyst(), url, 'America/New_York')).toContain('\nReports after close: 4:30 PM EST\n');
    expect(descriptionOf(catalyst(), url, 'America/Los_Angeles')).toContain('\nReports after close: 1:30 PM PST\n');
    expect(descriptionOf(catalyst(), url, 'Asia/Tokyo')).toContain('\nReports after close: 6:30 AM GMT+9 (Fri, Jan 29)\n');
    const summer = catalyst({
      type: 'economic',
      tickers: [],
      title: 'Nonfarm Payrolls',
      session: 'before_open',
      date: '2027-07-02',
      time: '08:30:00',
      startsAt: timestampFromDate(new Date('2027-07-02T12:30:00Z')),
      details: { case: undefined } as const,
    });
    expect(descriptionOf(summer, url, 'Europe/London')).toContain('\nBefore open: 1:30 PM GMT+1\n');
    expect(descriptionOf(catalyst({ time: undefined, startsAt: undefined }), url, 'Asia/Tokyo')).not.toMatch(/Reports|Time:/);
  });

  it('makes a row without a time an all-day event, an estimate tentative and a removed row cancelled', () => {
    const { events } = parse(
      catalyst({
        id: 'dividend-7',
        type: 'dividend',
        time: undefined,
        dateStatus: 'estimated',
        details: { case: undefined } as const,
      }),
      catalyst({ id: 'earnings-9', removedAt: timestampFromDate(new Date('2026-11-25T00:00:00Z')) }),
    );
    expect(events[0].startDate.isDate).toBe(true);
    expect(events[0].startDate.toString()).toBe('2027-01-28');
    expect(events[0].component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(events[1].component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes the same bytes for the same rows (DTSTAMP is the row’s own change)', () => {
    expect(parse(catalyst()).text).toBe(parse(catalyst()).text);
  });
});
