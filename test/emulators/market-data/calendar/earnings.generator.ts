import { allCompanies } from '../universe/universe.js';
import type { CalendarWindow } from './calendar-window.js';
import type { EarningsRow } from './calendar-types.js';
import { earningsReportsBetween, type EarningsReport } from './earnings-schedule.js';
import { dateText, decimal, surprisePercent, wholeNumber } from './formats.js';
import { providerId } from './provider-id.js';
import { chance, roughlyNormal } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';

// Four reports a year per company: listed on an estimated date, confirmed weeks ahead, actuals at release.
export function earningsTimelines(window: CalendarWindow, seed: number): Timeline<EarningsRow>[] {
  return allCompanies().flatMap((company) =>
    earningsReportsBetween(company, window.fromDay, window.toDay, seed).map((report) => earningsTimeline(report, seed)),
  );
}

export function earningsId(report: EarningsReport, seed: number): string {
  return providerId(seed, 'earnings', report.company.symbol, report.quarterMonth);
}

function earningsTimeline(report: EarningsReport, seed: number): Timeline<EarningsRow> {
  const { company, figures, priorFigures } = report;
  // Consensus drifts until the company confirms its date; the confirmed figure is the one the release beats or misses.
  const earlyDrift = roughlyNormal(0, 0.03, [seed, company.symbol, report.quarterMonth, 'early-estimate']);
  const listed: Partial<EarningsRow> = {
    date: dateText(report.estimatedDay),
    time: report.estimatedTime,
    ticker: company.symbol,
    exchange: company.exchange,
    name: company.name,
    currency: 'USD',
    period: report.period,
    period_year: report.periodYear,
    eps_type: '',
    eps: '',
    eps_est: decimal(figures.epsEstimate * (1 + earlyDrift), 2),
    eps_prior: decimal(priorFigures.eps, 2),
    eps_surprise: '',
    eps_surprise_percent: '',
    revenue_type: '',
    revenue: '',
    revenue_est: wholeNumber(figures.revenueEstimate * (1 + earlyDrift / 3)),
    revenue_prior: wholeNumber(priorFigures.revenue),
    revenue_surprise: '',
    revenue_surprise_percent: '',
    date_confirmed: 0,
    importance: company.importance,
    notes: '',
  };
  const confirmed: Partial<EarningsRow> = {
    date: dateText(report.day),
    time: report.time,
    date_confirmed: 1,
    eps_est: decimal(figures.epsEstimate, 2),
    revenue_est: wholeNumber(figures.revenueEstimate),
  };
  const reported: Partial<EarningsRow> = {
    eps_type: epsTypeOf(report, seed),
    eps: decimal(figures.eps, 2),
    eps_surprise: decimal(figures.eps - figures.epsEstimate, 2),
    eps_surprise_percent: surprisePercent(figures.eps, figures.epsEstimate),
    revenue_type: 'GAAP',
    revenue: wholeNumber(figures.revenue),
    revenue_surprise: wholeNumber(figures.revenue - figures.revenueEstimate),
    revenue_surprise_percent: surprisePercent(figures.revenue, figures.revenueEstimate),
  };
  return timelineOf<EarningsRow>(earningsId(report, seed), [
    { atMs: report.createdAtMs, changes: listed },
    { atMs: report.confirmedAtMs, changes: confirmed },
    { atMs: report.reportedAtMs, changes: reported },
  ]);
}

// REITs report funds from operations; most others an adjusted figure, some plain GAAP.
function epsTypeOf(report: EarningsReport, seed: number): string {
  if (report.company.sector === 'Real Estate') return 'FFO';
  return chance(0.7, [seed, report.company.symbol, 'eps-type']) ? 'Adj' : 'GAAP';
}
