import { addBusinessDays, businessDayOnOrAfter, weekdayOnOrAfter, MONDAY } from './civil-date.js';
import type { CalendarWindow } from './calendar-window.js';
import type { IpoRow } from './calendar-types.js';
import { dateText, decimal, wholeNumber } from './formats.js';
import { IPO_ISSUERS, type IpoIssuer } from './ipo-issuers.js';
import { providerId } from './provider-id.js';
import { chance, integerBetween, pick, unit, type SeedKey } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

// Zero to three IPOs price each week. Each is filed weeks ahead (Filed, a tentative date), launches its
// roadshow with a price range a week or two before pricing (Expected), and then prices in the evening before
// its first trade (Priced), or is postponed or withdrawn instead: every deal status the provider uses.

const SLOTS_PER_WEEK = 4;
// Coprime with the issuer count, so consecutive slots visit every issuer before repeating one.
const ISSUER_STEP = 7_919;
const LOCKUP_DAYS = 180;

const UNDERWRITERS = [
  'Goldman Sachs',
  'Morgan Stanley',
  'J.P. Morgan',
  'BofA Securities',
  'Citigroup',
  'Jefferies',
  'Barclays',
  'Evercore ISI',
  'UBS Investment Bank',
  'Deutsche Bank Securities',
  'Wells Fargo Securities',
  'RBC Capital Markets',
  'Piper Sandler',
  'TD Cowen',
  'Cantor',
];

type Outcome = 'Priced' | 'Postponed' | 'Withdrawn';

export function ipoTimelines(window: CalendarWindow, seed: number): Timeline<IpoRow>[] {
  const timelines: Timeline<IpoRow>[] = [];
  const firstWeek = weekdayOnOrAfter(window.fromDay - 14, MONDAY);
  for (let monday = firstWeek; monday <= window.toDay; monday += 7) {
    const week = Math.floor(monday / 7);
    const count = pick([0, 1, 1, 2, 2, 3], [seed, 'ipo-week', week]);
    for (let slot = 0; slot < count; slot++) {
      const issuer = IPO_ISSUERS[((week * SLOTS_PER_WEEK + slot) * ISSUER_STEP) % IPO_ISSUERS.length];
      const pricingDay = businessDayOnOrAfter(monday + 1 + integerBetween(0, 2, [seed, 'ipo', week, slot, 'pricing']));
      const tradeDay = addBusinessDays(pricingDay, 1);
      if (tradeDay >= window.fromDay && tradeDay <= window.toDay) {
        timelines.push(ipoTimeline(issuer, week, slot, pricingDay, tradeDay, seed));
      }
    }
  }
  return timelines;
}

function ipoTimeline(
  issuer: IpoIssuer,
  week: number,
  slot: number,
  pricingDay: number,
  tradeDay: number,
  seed: number,
): Timeline<IpoRow> {
  const key: SeedKey = [seed, 'ipo', week, slot];
  const outcome: Outcome = pick(
    ['Priced', 'Priced', 'Priced', 'Priced', 'Priced', 'Priced', 'Priced', 'Priced', 'Priced', 'Postponed', 'Withdrawn'],
    [...key, 'outcome'],
  );
  const shares = issuer.spac
    ? integerBetween(15, 30, [...key, 'shares']) * 1_000_000
    : integerBetween(6, 40, [...key, 'shares']) * 1_000_000;
  const low = issuer.spac ? 10 : integerBetween(12, 30, [...key, 'price']);
  const high = issuer.spac ? 10 : low + 2;
  const filed: Partial<IpoRow> = {
    date: dateText(businessDayOnOrAfter(tradeDay + integerBetween(0, 10, [...key, 'tentative']))),
    time: '',
    ticker: issuer.ticker,
    exchange: chance(0.7, [...key, 'exchange']) ? 'NASDAQ' : 'NYSE',
    name: issuer.name,
    currency: 'USD',
    description: issuer.description,
    deal_status: 'Filed',
    ipo_type: issuer.spac ? 'SPAC Unit' : 'Ordinary Shares',
    pricing_date: '',
    price_min: '',
    price_max: '',
    price_public_offering: '',
    offering_shares: '',
    offering_value: '',
    market_cap_at_offer: '',
    lead_underwriters: underwritersFor(key),
    insider_lockup_date: '',
    notes: '',
  };
  const launched: Partial<IpoRow> = {
    date: dateText(tradeDay),
    deal_status: 'Expected',
    pricing_date: dateText(pricingDay),
    price_min: decimal(low, 2),
    price_max: decimal(high, 2),
    offering_shares: wholeNumber(shares),
  };
  const states = [
    { atMs: easternInstant(pricingDay - integerBetween(30, 90, [...key, 'filed']), '17:00:00'), changes: filed },
    { atMs: easternInstant(pricingDay - integerBetween(5, 12, [...key, 'launched']), '08:00:00'), changes: launched },
  ];
  if (outcome === 'Priced') {
    const price = pricedAt(low, high, issuer.spac, key);
    states.push({
      atMs: easternInstant(pricingDay, '20:00:00'),
      changes: {
        deal_status: 'Priced',
        time: pick(['10:30:00', '11:15:00', '12:00:00', '12:45:00', '13:30:00'], [...key, 'open']),
        price_public_offering: decimal(price, 2),
        offering_value: wholeNumber(shares * price),
        market_cap_at_offer: wholeNumber(shares * integerBetween(4, 10, [...key, 'float']) * price),
        insider_lockup_date: dateText(tradeDay + LOCKUP_DAYS),
      },
    });
  } else {
    states.push({
      atMs: easternInstant(pricingDay - (outcome === 'Withdrawn' ? 3 : 1), '18:00:00'),
      changes: {
        deal_status: outcome,
        notes:
          outcome === 'Withdrawn'
            ? 'Offering withdrawn, citing market conditions'
            : 'Offering postponed; new timing not announced',
      },
    });
  }
  return timelineOf<IpoRow>(providerId(seed, 'ipo', issuer.ticker, week, slot), states);
}

// Hot deals price above the range, cold ones below; SPAC units always at $10.
function pricedAt(low: number, high: number, spac: boolean, key: SeedKey): number {
  if (spac) return 10;
  const draw = unit([...key, 'pricing-vs-range']);
  if (draw < 0.2) return high + 2;
  if (draw < 0.45) return high;
  if (draw < 0.8) return (low + high) / 2;
  return low - 1;
}

function underwritersFor(key: SeedKey): string[] {
  const count = integerBetween(1, 3, [...key, 'underwriter-count']);
  const chosen = new Set<string>();
  for (let i = 0; chosen.size < count; i++) chosen.add(pick(UNDERWRITERS, [...key, 'underwriter', i]));
  return [...chosen];
}
