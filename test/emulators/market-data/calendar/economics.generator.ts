import { monthIndexOf, yearMonthOf, ymdOf } from './civil-date.js';
import type { CalendarWindow } from './calendar-window.js';
import type { EconomicRow } from './calendar-types.js';
import { roundTo } from './company-financials.js';
import { dateText, decimal } from './formats.js';
import { ECONOMIC_SERIES, type EconomicSeries, type Period } from './economic-releases.js';
import { providerId } from './provider-id.js';
import { chance, roughlyNormal, unit } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';
import { NEW_YORK, instantAt, wallClockAt } from './zoned-time.js';

// Each release is listed six months ahead with its date unconfirmed; the previous release fills in `prior`,
// the date is confirmed a month ahead, the consensus forms in the last week, and `actual` lands on the minute,
// with the previous figure's revision (`prior_revised`) for the series that revise. `actual_t`, `consensus_t`
// and `prior_t` carry the unit, as Benzinga's economics rows do.

const DAY_MS = 86_400_000;
const LISTED_DAYS_AHEAD = 180;

interface Release {
  series: EconomicSeries;
  period: Period;
  atMs: number;
  easternDay: number;
  easternTime: string;
}

export function economicTimelines(window: CalendarWindow, seed: number): Timeline<EconomicRow>[] {
  return ECONOMIC_SERIES.flatMap((series) => {
    const releases = releasesOf(series, window);
    return releases.flatMap((release, position) =>
      release.easternDay >= window.fromDay && release.easternDay <= window.toDay
        ? [economicTimeline(release, releases[position - 1], seed)]
        : [],
    );
  });
}

/** The series' releases from a few months before the window to its end, oldest first. */
function releasesOf(series: EconomicSeries, window: CalendarWindow): Release[] {
  const from = ymdOf(window.fromDay);
  const to = ymdOf(window.toDay);
  const releases: Release[] = [];
  for (let month = monthIndexOf(from.year, from.month) - 4; month <= monthIndexOf(to.year, to.month) + 1; month++) {
    const { year, month: monthOfYear } = yearMonthOf(month);
    for (const { day, period } of series.releasesIn(year, monthOfYear)) {
      const atMs = instantAt(series.zone, day, series.time);
      const eastern = wallClockAt(NEW_YORK, atMs);
      releases.push({ series, period, atMs, easternDay: eastern.day, easternTime: eastern.time });
    }
  }
  return releases.sort((a, b) => a.atMs - b.atMs);
}

function economicTimeline(release: Release, previous: Release | undefined, seed: number): Timeline<EconomicRow> {
  const { series, period } = release;
  const listedAtMs = release.atMs - LISTED_DAYS_AHEAD * DAY_MS;
  const actual = figureOf(series, period, seed);
  const prior = previous ? figureOf(series, previous.period, seed) : '';
  const figureUnit = series.values?.unit ?? '';
  const states: { atMs: number; changes: Partial<EconomicRow> }[] = [
    {
      atMs: listedAtMs,
      changes: {
        date: dateText(release.easternDay),
        time: release.easternTime,
        country: series.country,
        event_name: series.eventName,
        event_period: period.label,
        event_category: series.category,
        period_year: period.year,
        actual: '',
        actual_t: figureUnit,
        consensus: '',
        consensus_t: figureUnit,
        prior: previous && previous.atMs <= listedAtMs ? prior : '',
        prior_t: figureUnit,
        prior_revised: '',
        description: series.description,
        confirmed: false,
        importance: series.importance,
        notes: '',
      },
    },
    { atMs: release.atMs - 30 * DAY_MS, changes: { confirmed: true } },
    {
      atMs: release.atMs + 20_000,
      changes: { actual, prior_revised: previous ? revisedFigureOf(series, previous.period, seed) : '' },
    },
  ];
  if (previous && previous.atMs > listedAtMs) states.push({ atMs: previous.atMs + 20_000, changes: { prior } });
  if (series.values) {
    states.push({ atMs: release.atMs - 7 * DAY_MS, changes: { consensus: consensusOf(series, period, seed) } });
  }
  states.sort((a, b) => a.atMs - b.atMs);
  return timelineOf<EconomicRow>(providerId(seed, 'economics', series.key, period.index, release.easternDay), states);
}

function figureOf(series: EconomicSeries, period: Period, seed: number): string {
  const value = valueOf(series, period, seed);
  return value === undefined || !series.values ? '' : formatted(value, series.values.decimals);
}

/** The series' earlier figure as this release revises it; empty when the series does not revise or it stands. */
function revisedFigureOf(series: EconomicSeries, period: Period, seed: number): string {
  const model = series.values;
  const value = valueOf(series, period, seed);
  if (!model?.revised || value === undefined) return '';
  const revised = formatted(
    value + model.swing * 0.2 * (2 * unit([seed, series.key, period.index, 'revised']) - 1),
    model.decimals,
  );
  return revised === figureOf(series, period, seed) ? '' : revised;
}

function consensusOf(series: EconomicSeries, period: Period, seed: number): string {
  const model = series.values;
  const value = valueOf(series, period, seed);
  if (!model || value === undefined) return '';
  const key = [seed, series.key, period.index, 'consensus'];
  if (model.stepwise) {
    if (chance(0.85, key)) return formatted(value, model.decimals);
    return formatted(Math.max(0, value + (chance(0.5, [...key, 'side']) ? model.swing : -model.swing)), model.decimals);
  }
  return formatted(value + roughlyNormal(0, model.swing * 0.25, key), model.decimals);
}

function valueOf(series: EconomicSeries, period: Period, seed: number): number | undefined {
  const model = series.values;
  if (!model) return undefined;
  const valueKey = model.sameAs ?? series.key;
  const phase = 2 * Math.PI * unit([seed, valueKey, 'phase']);
  if (model.stepwise) {
    // Holds for several meetings, then moves a quarter point; never below zero.
    const steps = Math.round(2 * Math.sin((2 * Math.PI * period.index) / 40 + phase));
    return Math.max(0, model.base + steps * model.swing);
  }
  const wave = Math.sin((2 * Math.PI * period.index) / 17 + phase);
  const noise = 2 * unit([seed, valueKey, period.index]) - 1;
  const revision = model.sameAs ? model.swing * 0.15 * (2 * unit([seed, series.key, period.index, 'revision']) - 1) : 0;
  return model.base + model.swing * (0.6 * wave + 0.4 * noise) + revision;
}

function formatted(value: number, decimals: number): string {
  return decimal(roundTo(value, decimals), decimals);
}
