import { allCompanies, type Company } from '../universe/universe.js';
import {
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  dayFromYmd,
  lastDayOfMonth,
  monthIndexOf,
  ymdOf,
  yearMonthOf,
} from './civil-date.js';
import type { CalendarWindow } from './calendar-window.js';
import type { DividendRow } from './calendar-types.js';
import { roundTo } from './company-financials.js';
import { DIVIDEND_POLICIES } from './dividend-payers.js';
import { dateText, decimal } from './formats.js';
import { providerId } from './provider-id.js';
import { integerBetween, type SeedKey } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

// Regular dividends of every payer, at the amount and frequency of dividend-payers.ts (quarterly from the
// universe's yield for a payer it does not list), level over the window.
// The provider lists the next payments months ahead as projections (`confirmed: false`, last amount, dates
// guessed from the usual pattern), then replaces them with the declared figures on the declaration date.
// Since US settlement moved to T+1 in May 2024, the record date is the ex-dividend date.

const PROJECTION_LEAD_DAYS = 150;

interface Payment {
  company: Company;
  /** Counts payments: quarters (or months) since year 0. */
  index: number;
  frequency: number;
  amount: number;
  priorAmount: number;
  exDay: number;
  payableDay: number;
  declaredDay: number;
}

export function dividendTimelines(window: CalendarWindow, seed: number): Timeline<DividendRow>[] {
  return allCompanies()
    .filter((company) => company.dividendYield > 0)
    .flatMap((company) => paymentsBetween(company, window, seed).map((payment) => dividendTimeline(payment, seed)));
}

function paymentsBetween(company: Company, window: CalendarWindow, seed: number): Payment[] {
  const frequency = DIVIDEND_POLICIES[company.symbol]?.frequency ?? 4;
  const monthsPerPayment = 12 / frequency;
  const first = Math.floor(monthIndexFor(window.fromDay) / monthsPerPayment) - 2;
  const last = Math.floor(monthIndexFor(window.toDay) / monthsPerPayment) + 2;
  const payments: Payment[] = [];
  for (let index = first; index <= last; index++) {
    const payment = paymentFor(company, index, frequency, seed);
    if (payment.declaredDay >= window.fromDay && payment.declaredDay <= window.toDay) payments.push(payment);
  }
  return payments;
}

function paymentFor(company: Company, index: number, frequency: number, seed: number): Payment {
  const key: SeedKey = [seed, company.symbol, 'dividend'];
  const monthsPerPayment = 12 / frequency;
  const exMonth = index * monthsPerPayment + integerBetween(0, monthsPerPayment - 1, [...key, 'ex-month']);
  const { year, month } = yearMonthOf(exMonth);
  const exDayOfMonth = Math.min(integerBetween(1, 26, [...key, 'ex-day']), lastDayOfMonth(year, month));
  const exDay = businessDayOnOrAfter(dayFromYmd(year, month, 1) + exDayOfMonth - 1);
  return {
    company,
    index,
    frequency,
    amount: amountFor(company, frequency),
    priorAmount: amountFor(company, frequency),
    exDay,
    payableDay: businessDayOnOrAfter(exDay + integerBetween(5, 30, [...key, 'pay-lag'])),
    declaredDay: businessDayOnOrBefore(exDay - integerBetween(10, 40, [...key, 'declare-lag'])),
  };
}

// The listed amount; otherwise the yield at the reference price, each payment.
export function amountFor(company: Company, frequency: number): number {
  const listed = DIVIDEND_POLICIES[company.symbol];
  if (listed) return listed.amount;
  const perPayment = (company.dividendYield * company.referencePrice) / frequency;
  return Math.max(0.01, roundTo(perPayment, perPayment < 0.1 ? 4 : 2));
}

function dividendTimeline(payment: Payment, seed: number): Timeline<DividendRow> {
  const { company, frequency } = payment;
  const key: SeedKey = [seed, company.symbol, 'dividend', payment.index];
  // The projection repeats the last amount and guesses the dates from the pattern, a few days off at times.
  const guessShift = integerBetween(-3, 3, [...key, 'guess']);
  const projectedAtMs = easternInstant(payment.declaredDay - PROJECTION_LEAD_DAYS, '06:00:00');
  const declaredAtMs = easternInstant(payment.declaredDay, '16:15:00');
  const decimals = decimalsOf(payment.amount);
  const projected: Partial<DividendRow> = {
    date: dateText(businessDayOnOrBefore(payment.declaredDay + guessShift)),
    ticker: company.symbol,
    exchange: company.exchange,
    name: company.name,
    currency: 'USD',
    dividend: decimal(payment.priorAmount, decimals),
    dividend_prior: decimal(payment.priorAmount, decimals),
    dividend_type: 'Cash',
    dividend_yield: yieldText(company, payment.priorAmount, frequency),
    frequency,
    ex_dividend_date: dateText(businessDayOnOrAfter(payment.exDay + guessShift)),
    record_date: dateText(businessDayOnOrAfter(payment.exDay + guessShift)),
    payable_date: dateText(businessDayOnOrAfter(payment.payableDay + guessShift)),
    confirmed: false,
    importance: company.importance,
    notes: '',
  };
  const declared: Partial<DividendRow> = {
    date: dateText(payment.declaredDay),
    dividend: decimal(payment.amount, decimals),
    dividend_yield: yieldText(company, payment.amount, frequency),
    ex_dividend_date: dateText(payment.exDay),
    record_date: dateText(payment.exDay),
    payable_date: dateText(payment.payableDay),
    confirmed: true,
    notes: payment.amount > payment.priorAmount ? 'Dividend increase' : '',
  };
  return timelineOf<DividendRow>(providerId(seed, 'dividend', company.symbol, payment.index), [
    { atMs: projectedAtMs, changes: projected },
    { atMs: declaredAtMs, changes: declared },
  ]);
}

/** Cents at least, as the provider writes amounts; more when the amount has them ($0.2775, $0.0525). */
function decimalsOf(amount: number): number {
  for (let decimals = 2; decimals < 4; decimals++) {
    if (Math.abs(roundTo(amount, decimals) - amount) < 1e-9) return decimals;
  }
  return 4;
}

// At the company's reference price: the quote moves around it, the yield stays a steady figure per payment.
function yieldText(company: Company, amount: number, frequency: number): string {
  return decimal((amount * frequency) / company.referencePrice, 4);
}

function monthIndexFor(day: number): number {
  const { year, month } = ymdOf(day);
  return monthIndexOf(year, month);
}
