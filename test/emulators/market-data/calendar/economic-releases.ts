import {
  FRIDAY,
  MONDAY,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
  addBusinessDays,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  dayFromYmd,
  lastDayOfMonth,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  weekdayOnOrAfter,
} from './civil-date.js';

// The economic releases the emulator schedules: the US releases that move markets and the main foreign ones.
// Dates follow each agency's usual pattern (payrolls on the first Friday after the 2nd, CPI mid-month, the
// FOMC eight times a year, …), not any agency's published calendar, so they are plausible for any year.
// Values wander around plausible late-2020s levels; policy rates move in quarter points now and then.

export interface ValueModel {
  /** Level the series hovers around. */
  base: number;
  /** How far it wanders; for a policy rate, the size of one move. */
  swing: number;
  decimals: number;
  /** Policy rates move in steps of `swing` and hold between moves. */
  stepwise?: boolean;
  /**
   * What the figures count, as the provider's `actual_t`, `consensus_t` and `prior_t` say: `%`, `K`
   * (thousands: payrolls, claims), `M` (millions: job openings) or `index` (PMIs, sentiment, Ifo).
   */
  unit: '%' | 'K' | 'M' | 'index';
  /** The next release revises this one's figure (payrolls, claims, retail sales): the provider's `prior_revised`. */
  revised?: boolean;
  /** A later estimate of another series' figure: that figure, slightly revised. */
  sameAs?: string;
}

export interface EconomicSeries {
  key: string;
  country: string;
  /** The zone the release time is set in; the provider shows it in US Eastern time. */
  zone: string;
  time: string;
  eventName: string;
  category: string;
  importance: number;
  description: string;
  /** Release days (in the release zone) falling in a calendar month, with the period each one covers. */
  releasesIn(year: number, month: number): { day: number; period: Period }[];
  /** Undefined for releases without figures (minutes). */
  values?: ValueModel;
}

/** What a release is about: its label ("October", "Q3"), its year, and an index that orders periods. */
export interface Period {
  label: string;
  year: number;
  index: number;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function monthPeriod(year: number, month: number, monthsBack: number): Period {
  const index = year * 12 + month - 1 - monthsBack;
  return { label: MONTH_NAMES[index % 12], year: Math.floor(index / 12), index };
}

function quarterPeriod(year: number, month: number): Period {
  const index = Math.floor((year * 12 + month - 1) / 3) - 1;
  return { label: `Q${(index % 4) + 1}`, year: Math.floor(index / 4), index };
}

/** A monthly release on `dayIn(year, month)`, about the month `monthsBack` before. */
function monthly(dayIn: (year: number, month: number) => number, monthsBack: number) {
  return (year: number, month: number) => [{ day: dayIn(year, month), period: monthPeriod(year, month, monthsBack) }];
}

/** A quarterly release in the given months, about the previous quarter. */
function quarterly(months: readonly number[], dayIn: (year: number, month: number) => number) {
  return (year: number, month: number) =>
    months.includes(month) ? [{ day: dayIn(year, month), period: quarterPeriod(year, month) }] : [];
}

/** Eight policy meetings a year, in the given months; meetings are numbered eight per year. */
function meetings(months: readonly number[], dayIn: (year: number, month: number) => number) {
  return (year: number, month: number) => {
    const position = months.indexOf(month);
    return position < 0 ? [] : [{ day: dayIn(year, month), period: { label: '', year, index: year * 8 + position } }];
  };
}

function weeklyOn(weekday: number) {
  return (year: number, month: number) => {
    const releases: { day: number; period: Period }[] = [];
    for (let day = weekdayOnOrAfter(dayFromYmd(year, month, 1), weekday); day <= lastDayOfMonth(year, month); day += 7) {
      const weekEnding = day - 5;
      const date = new Date(weekEnding * 86_400_000);
      const label = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}`;
      releases.push({ day, period: { label, year: date.getUTCFullYear(), index: Math.floor(day / 7) } });
    }
    return releases;
  };
}

const firstWeekdayOnOrAfter = (weekday: number, dayOfMonth: number) => (year: number, month: number) =>
  weekdayOnOrAfter(dayFromYmd(year, month, dayOfMonth), weekday);
const nthWeekday = (weekday: number, n: number) => (year: number, month: number) => nthWeekdayOfMonth(year, month, weekday, n);
const lastWeekday = (weekday: number) => (year: number, month: number) => lastWeekdayOfMonth(year, month, weekday);
const nthBusinessDay = (n: number) => (year: number, month: number) =>
  addBusinessDays(businessDayOnOrAfter(dayFromYmd(year, month, 1)), n - 1);
const businessDayFrom = (dayOfMonth: number) => (year: number, month: number) =>
  businessDayOnOrAfter(dayFromYmd(year, month, dayOfMonth));
const lastBusinessDay = (year: number, month: number) => businessDayOnOrBefore(lastDayOfMonth(year, month));

// FOMC decisions: the last Wednesday in Jan, Apr, Jul and Oct; mid-month in Mar, Jun and Sep; early in December.
function fomcDay(year: number, month: number): number {
  if (month === 12) return nthWeekdayOfMonth(year, month, WEDNESDAY, 2);
  return [3, 6, 9].includes(month) ? nthWeekdayOfMonth(year, month, WEDNESDAY, 3) : lastWeekdayOfMonth(year, month, WEDNESDAY);
}

const FOMC_MONTHS = [1, 3, 4, 6, 7, 9, 10, 12];
const NEW_YORK = 'America/New_York';

export const ECONOMIC_SERIES: readonly EconomicSeries[] = [
  {
    key: 'us-payrolls',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Nonfarm Payrolls',
    category: 'Employment',
    importance: 5,
    description:
      'The monthly change in the number of people employed outside farming, from the Bureau of Labor Statistics establishment survey; the broadest gauge of US hiring.',
    releasesIn: monthly(firstWeekdayOnOrAfter(FRIDAY, 3), 1),
    values: { base: 120, swing: 90, decimals: 0, unit: 'K', revised: true },
  },
  {
    key: 'us-unemployment',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Unemployment Rate',
    category: 'Employment',
    importance: 5,
    description:
      'The share of the labour force without a job and looking for one, in percent, from the household survey released with payrolls.',
    releasesIn: monthly(firstWeekdayOnOrAfter(FRIDAY, 3), 1),
    values: { base: 4.3, swing: 0.3, decimals: 1, unit: '%' },
  },
  {
    key: 'us-earnings',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Average Hourly Earnings (MoM)',
    category: 'Employment',
    importance: 3,
    description:
      'The monthly change in average hourly pay of private-sector workers, in percent; a read on wage-driven inflation.',
    releasesIn: monthly(firstWeekdayOnOrAfter(FRIDAY, 3), 1),
    values: { base: 0.3, swing: 0.1, decimals: 1, unit: '%' },
  },
  {
    key: 'us-cpi',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'CPI (YoY)',
    category: 'Inflation',
    importance: 5,
    description: 'The change in the consumer price index over twelve months, in percent: the headline US inflation rate.',
    releasesIn: monthly(firstWeekdayOnOrAfter(WEDNESDAY, 10), 1),
    values: { base: 2.8, swing: 0.5, decimals: 1, unit: '%' },
  },
  {
    key: 'us-core-cpi',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Core CPI (MoM)',
    category: 'Inflation',
    importance: 5,
    description:
      'The monthly change in consumer prices excluding food and energy, in percent; the Federal Reserve watches it for underlying inflation.',
    releasesIn: monthly(firstWeekdayOnOrAfter(WEDNESDAY, 10), 1),
    values: { base: 0.3, swing: 0.1, decimals: 1, unit: '%' },
  },
  {
    key: 'us-ppi',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'PPI (MoM)',
    category: 'Inflation',
    importance: 3,
    description:
      'The monthly change in prices received by domestic producers, in percent; an early signal of consumer price pressure.',
    releasesIn: monthly((year, month) => addBusinessDays(firstWeekdayOnOrAfter(WEDNESDAY, 10)(year, month), 1), 1),
    values: { base: 0.2, swing: 0.3, decimals: 1, unit: '%' },
  },
  {
    key: 'us-retail-sales',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Retail Sales (MoM)',
    category: 'Consumer',
    importance: 4,
    description:
      'The monthly change in the value of sales at US retailers and food services, in percent; consumer spending drives about two thirds of GDP.',
    releasesIn: monthly(businessDayFrom(15), 1),
    values: { base: 0.3, swing: 0.6, decimals: 1, unit: '%', revised: true },
  },
  {
    key: 'us-gdp-advance',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'GDP Growth Rate (QoQ) Advance',
    category: 'Growth',
    importance: 5,
    description:
      "The first estimate of the quarter's real GDP growth at an annualised rate, in percent, from the Bureau of Economic Analysis.",
    releasesIn: quarterly([1, 4, 7, 10], lastWeekday(THURSDAY)),
    values: { base: 2.0, swing: 1.5, decimals: 1, unit: '%' },
  },
  {
    key: 'us-gdp-second',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'GDP Growth Rate (QoQ) Second Estimate',
    category: 'Growth',
    importance: 4,
    description:
      "The second estimate of the previous quarter's annualised real GDP growth, in percent, revised with more complete data.",
    releasesIn: quarterly([2, 5, 8, 11], lastWeekday(THURSDAY)),
    values: { base: 2.0, swing: 1.5, decimals: 1, sameAs: 'us-gdp-advance', unit: '%' },
  },
  {
    key: 'us-pce',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'PCE Price Index (YoY)',
    category: 'Inflation',
    importance: 4,
    description:
      "The change in the personal consumption expenditures price index over twelve months, in percent: the inflation measure behind the Fed's 2 % target.",
    releasesIn: monthly(lastWeekday(FRIDAY), 1),
    values: { base: 2.6, swing: 0.4, decimals: 1, unit: '%' },
  },
  {
    key: 'us-core-pce',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Core PCE Price Index (MoM)',
    category: 'Inflation',
    importance: 4,
    description: 'The monthly change in the PCE price index excluding food and energy, in percent.',
    releasesIn: monthly(lastWeekday(FRIDAY), 1),
    values: { base: 0.25, swing: 0.1, decimals: 1, unit: '%' },
  },
  {
    key: 'us-ism-manufacturing',
    country: 'USA',
    zone: NEW_YORK,
    time: '10:00:00',
    eventName: 'ISM Manufacturing PMI',
    category: 'Business Surveys',
    importance: 4,
    description:
      "The Institute for Supply Management's survey of purchasing managers at manufacturers; above 50 means activity is expanding.",
    releasesIn: monthly(nthBusinessDay(1), 1),
    values: { base: 49, swing: 2.5, decimals: 1, unit: 'index' },
  },
  {
    key: 'us-ism-services',
    country: 'USA',
    zone: NEW_YORK,
    time: '10:00:00',
    eventName: 'ISM Services PMI',
    category: 'Business Surveys',
    importance: 4,
    description:
      "The Institute for Supply Management's survey of purchasing managers at service businesses; above 50 means activity is expanding.",
    releasesIn: monthly(nthBusinessDay(3), 1),
    values: { base: 52, swing: 2.5, decimals: 1, unit: 'index' },
  },
  {
    key: 'us-jobless-claims',
    country: 'USA',
    zone: NEW_YORK,
    time: '08:30:00',
    eventName: 'Initial Jobless Claims',
    category: 'Employment',
    importance: 3,
    description:
      'The number of first-time claims for unemployment insurance in the week ending the previous Saturday; the most timely read on layoffs.',
    releasesIn: weeklyOn(THURSDAY),
    values: { base: 228, swing: 20, decimals: 0, unit: 'K', revised: true },
  },
  {
    key: 'us-michigan-sentiment',
    country: 'USA',
    zone: NEW_YORK,
    time: '10:00:00',
    eventName: 'Michigan Consumer Sentiment Prelim',
    category: 'Consumer',
    importance: 3,
    description: "The University of Michigan's preliminary index of how consumers see their finances and the economy this month.",
    releasesIn: monthly(nthWeekday(FRIDAY, 2), 0),
    values: { base: 58, swing: 8, decimals: 1, unit: 'index' },
  },
  {
    key: 'us-jolts',
    country: 'USA',
    zone: NEW_YORK,
    time: '10:00:00',
    eventName: 'JOLTS Job Openings',
    category: 'Employment',
    importance: 3,
    description:
      'The number of open positions on the last business day of the month, from the Job Openings and Labor Turnover Survey.',
    releasesIn: monthly(firstWeekdayOnOrAfter(TUESDAY, 3), 2),
    values: { base: 7.3, swing: 0.5, decimals: 2, unit: 'M', revised: true },
  },
  {
    key: 'us-fomc',
    country: 'USA',
    zone: NEW_YORK,
    time: '14:00:00',
    eventName: 'Fed Interest Rate Decision',
    category: 'Central Bank',
    importance: 5,
    description:
      "The Federal Open Market Committee's decision on the federal funds target range; the figure is the range's upper bound, in percent.",
    releasesIn: meetings(FOMC_MONTHS, fomcDay),
    values: { base: 3.75, swing: 0.25, decimals: 2, stepwise: true, unit: '%' },
  },
  {
    key: 'us-fomc-minutes',
    country: 'USA',
    zone: NEW_YORK,
    time: '14:00:00',
    eventName: 'FOMC Minutes',
    category: 'Central Bank',
    importance: 3,
    description:
      'The record of the previous Federal Open Market Committee meeting, published three weeks after it; read for hints on the path of rates.',
    releasesIn: (year, month) => {
      const previousMonth = month === 1 ? 12 : month - 1;
      const previousYear = month === 1 ? year - 1 : year;
      const releases = [];
      for (const [meetingYear, meetingMonth] of [
        [previousYear, previousMonth],
        [year, month],
      ]) {
        if (!FOMC_MONTHS.includes(meetingMonth)) continue;
        const day = fomcDay(meetingYear, meetingMonth) + 21;
        const date = new Date(day * 86_400_000);
        if (date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month) {
          releases.push({
            day,
            period: { label: '', year: meetingYear, index: meetingYear * 8 + FOMC_MONTHS.indexOf(meetingMonth) },
          });
        }
      }
      return releases;
    },
  },
  {
    key: 'emu-ecb',
    country: 'EMU',
    zone: 'Europe/Berlin',
    time: '14:15:00',
    eventName: 'ECB Deposit Facility Rate Decision',
    category: 'Central Bank',
    importance: 4,
    description:
      "The European Central Bank's decision on the rate paid on banks' overnight deposits, its main policy rate since 2024, in percent.",
    releasesIn: meetings(FOMC_MONTHS, (year, month) =>
      [3, 6, 9, 12].includes(month) ? nthWeekdayOfMonth(year, month, THURSDAY, 2) : lastWeekdayOfMonth(year, month, THURSDAY),
    ),
    values: { base: 2.0, swing: 0.25, decimals: 2, stepwise: true, unit: '%' },
  },
  {
    key: 'emu-cpi-flash',
    country: 'EMU',
    zone: 'Europe/Berlin',
    time: '11:00:00',
    eventName: 'Inflation Rate (YoY) Flash',
    category: 'Inflation',
    importance: 4,
    description:
      "Eurostat's first estimate of euro-area consumer price inflation over twelve months for the month just ending, in percent.",
    releasesIn: monthly(lastBusinessDay, 0),
    values: { base: 2.1, swing: 0.4, decimals: 1, unit: '%' },
  },
  {
    key: 'gbr-boe',
    country: 'GBR',
    zone: 'Europe/London',
    time: '12:00:00',
    eventName: 'BoE Interest Rate Decision',
    category: 'Central Bank',
    importance: 4,
    description: "The Bank of England Monetary Policy Committee's decision on Bank Rate, in percent.",
    releasesIn: meetings([2, 3, 5, 6, 8, 9, 11, 12], (year, month) =>
      nthWeekdayOfMonth(year, month, THURSDAY, [2, 5, 8, 11].includes(month) ? 1 : 3),
    ),
    values: { base: 3.75, swing: 0.25, decimals: 2, stepwise: true, unit: '%' },
  },
  {
    key: 'gbr-cpi',
    country: 'GBR',
    zone: 'Europe/London',
    time: '07:00:00',
    eventName: 'CPI (YoY)',
    category: 'Inflation',
    importance: 3,
    description: 'The change in UK consumer prices over twelve months, in percent, from the Office for National Statistics.',
    releasesIn: monthly(nthWeekday(WEDNESDAY, 3), 1),
    values: { base: 3.4, swing: 0.6, decimals: 1, unit: '%' },
  },
  {
    key: 'gbr-gdp',
    country: 'GBR',
    zone: 'Europe/London',
    time: '07:00:00',
    eventName: 'GDP (MoM)',
    category: 'Growth',
    importance: 3,
    description: 'The monthly change in UK real gross domestic product, in percent, published about six weeks after the month.',
    releasesIn: monthly(firstWeekdayOnOrAfter(THURSDAY, 10), 2),
    values: { base: 0.1, swing: 0.3, decimals: 1, unit: '%' },
  },
  {
    key: 'deu-ifo',
    country: 'DEU',
    zone: 'Europe/Berlin',
    time: '10:00:00',
    eventName: 'Ifo Business Climate',
    category: 'Business Surveys',
    importance: 3,
    description:
      "The ifo Institute's index of how about 9,000 German firms judge their current business and the next six months.",
    releasesIn: monthly(lastWeekday(MONDAY), 0),
    values: { base: 88, swing: 2.5, decimals: 1, unit: 'index' },
  },
  {
    key: 'jpn-boj',
    country: 'JPN',
    zone: 'Asia/Tokyo',
    time: '12:00:00',
    eventName: 'BoJ Interest Rate Decision',
    category: 'Central Bank',
    importance: 4,
    description: "The Bank of Japan's decision on its short-term policy rate, in percent.",
    releasesIn: meetings(FOMC_MONTHS, nthWeekday(FRIDAY, 3)),
    values: { base: 0.75, swing: 0.25, decimals: 2, stepwise: true, unit: '%' },
  },
  {
    key: 'jpn-cpi',
    country: 'JPN',
    zone: 'Asia/Tokyo',
    time: '08:30:00',
    eventName: 'CPI (YoY)',
    category: 'Inflation',
    importance: 2,
    description: "The change in Japan's national consumer price index over twelve months, in percent.",
    releasesIn: monthly(nthWeekday(FRIDAY, 3), 1),
    values: { base: 2.8, swing: 0.6, decimals: 1, unit: '%' },
  },
  {
    key: 'chn-pmi',
    country: 'CHN',
    zone: 'Asia/Shanghai',
    time: '09:30:00',
    eventName: 'NBS Manufacturing PMI',
    category: 'Business Surveys',
    importance: 3,
    description:
      "The National Bureau of Statistics survey of Chinese manufacturers' purchasing managers, released on the month's last day; above 50 means expansion.",
    releasesIn: monthly((year, month) => lastDayOfMonth(year, month), 0),
    values: { base: 49.6, swing: 0.8, decimals: 1, unit: 'index' },
  },
  {
    key: 'chn-gdp',
    country: 'CHN',
    zone: 'Asia/Shanghai',
    time: '10:00:00',
    eventName: 'GDP Growth Rate (YoY)',
    category: 'Growth',
    importance: 4,
    description:
      "China's real GDP growth over the same quarter a year earlier, in percent, from the National Bureau of Statistics.",
    releasesIn: quarterly([1, 4, 7, 10], businessDayFrom(15)),
    values: { base: 4.8, swing: 0.4, decimals: 1, unit: '%' },
  },
  {
    key: 'can-boc',
    country: 'CAN',
    zone: 'America/Toronto',
    time: '09:45:00',
    eventName: 'BoC Interest Rate Decision',
    category: 'Central Bank',
    importance: 3,
    description: "The Bank of Canada's decision on its overnight rate target, in percent.",
    releasesIn: meetings(FOMC_MONTHS, firstWeekdayOnOrAfter(WEDNESDAY, 8)),
    values: { base: 2.25, swing: 0.25, decimals: 2, stepwise: true, unit: '%' },
  },
  {
    key: 'can-cpi',
    country: 'CAN',
    zone: 'America/Toronto',
    time: '08:30:00',
    eventName: 'CPI (YoY)',
    category: 'Inflation',
    importance: 3,
    description: "The change in Canada's consumer price index over twelve months, in percent, from Statistics Canada.",
    releasesIn: monthly(nthWeekday(TUESDAY, 3), 1),
    values: { base: 2.2, swing: 0.5, decimals: 1, unit: '%' },
  },
];
