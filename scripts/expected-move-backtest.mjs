#!/usr/bin/env node
// `node scripts/expected-move-backtest.mjs [seed]`: how often a report's (or FDA decision's) actual move
// stayed within the expected move the calendars showed before it, over the market-data emulator's two
// years of bars and every listed company (docs/decisions.md, "Expected moves"). Runs the catalysts
// service's own reaction and expected-move code on the emulator's calendars and bars, in process, at
// the clock's moment. Needs `node scripts/build.mjs --backend` first.
import './node24.mjs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { dailyBars, tradingDaysOfHistory } = await load('test/dist/emulators/market-data/bars/daily-bars.js');
const { earningsTimelines } = await load('test/dist/emulators/market-data/calendar/earnings.generator.js');
const { fdaTimelines, HAPPENED_STATUS } = await load('test/dist/emulators/market-data/calendar/fda.generator.js');
const { versionAt } = await load('test/dist/emulators/market-data/calendar/timeline.js');
const { dayFromIso } = await load('test/dist/emulators/market-data/calendar/civil-date.js');
const { reactionOf } = await load('services/catalysts/dist/reactions/reaction.js');
const { sessionOf } = await load('services/catalysts/dist/catalysts/session.js');
const { expectedMoveOf } = await load('services/catalysts/dist/reactions/expected-move.js');

const seed = Number(process.argv[2] ?? 42);
const nowMs = Date.now();
const days = tradingDaysOfHistory(nowMs);
const window = { fromDay: dayFromIso(days[0]) - 7, toDay: dayFromIso(days[days.length - 1]) };

/** Past events per company and kind: { date, session }. */
const events = new Map();
const add = (ticker, kind, date, session) => {
  const key = `${kind} ${ticker}`;
  events.set(key, [...(events.get(key) ?? []), { ticker, kind, date, session }]);
};
for (const timeline of earningsTimelines(window, seed)) {
  const row = versionAt(timeline, nowMs);
  if (row && row.eps !== '') add(row.ticker, 'earnings', row.date, sessionOf(row.date, row.time || null));
}
for (const timeline of fdaTimelines(window, seed)) {
  const row = versionAt(timeline, nowMs);
  if (!row || row.status !== HAPPENED_STATUS || !/PDUFA|Advisory/i.test(row.event_type)) continue;
  const ticker = row.companies[0]?.securities[0]?.symbol;
  if (ticker) add(ticker, 'fda', row.target_date, 'unknown');
}

const tally = { earnings: { within: 0, tested: 0, reactions: 0 }, fda: { within: 0, tested: 0, reactions: 0 } };
const ratios = { earnings: [], fda: [] };
const barsOf = new Map();
for (const list of events.values()) {
  const { ticker, kind } = list[0];
  if (!barsOf.has(ticker)) barsOf.set(ticker, dailyBars(ticker, nowMs, seed));
  const prices = barsOf.get(ticker);
  const moves = list
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((event) => ({ date: event.date, reaction: reactionOf(event.date, event.session, prices) }))
    .filter((entry) => entry.reaction !== null)
    .map((entry) => ({ date: entry.date, movePercent: entry.reaction.movePercent }));
  tally[kind].reactions += moves.length;
  moves.forEach((move, index) => {
    const expected = expectedMoveOf(moves.slice(0, index));
    if (!expected) return;
    tally[kind].tested++;
    if (Math.abs(move.movePercent) <= expected.percent) tally[kind].within++;
    ratios[kind].push(Math.abs(move.movePercent) / expected.percent);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ordinaryDays = [...barsOf.values()].flatMap((bars) =>
  bars.slice(1).map((bar, index) => Math.abs(bar.close / bars[index].close - 1) * 100),
);
console.log(`seed ${seed}, ${days[0]} to ${days[days.length - 1]}, ${barsOf.size} companies`);
for (const kind of ['earnings', 'fda']) {
  const { within, tested, reactions } = tally[kind];
  const share = tested ? ((100 * within) / tested).toFixed(1) : '—';
  console.log(
    `${kind}: ${reactions} reactions; ${tested} with an expected move before them; within it ${within} (${share}%); ` +
      `median |move| / expected ${tested ? median(ratios[kind]).toFixed(2) : '—'}`,
  );
}
console.log(`every day of those companies: median |close-to-close move| ${median(ordinaryDays).toFixed(2)}%`);
