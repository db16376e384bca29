import { lookupKeyOf, PLAN_CATALOG } from './plan-catalog.js';

describe('plan catalog', () => {
  const plan = (id: number) => PLAN_CATALOG.find((candidate) => candidate.id === id)!;

  it('offers only plans 5 and 6 from the server (spec §3)', () => {
    expect(PLAN_CATALOG.filter((candidate) => candidate.offered).map((candidate) => candidate.id)).toEqual([5, 6]);
  });

  it('bills the static plans as spec §9 says', () => {
    expect(plan(4)).toMatchObject({ priceCents: 2000, interval: 'week', intervalCount: 4 });
    expect(plan(3)).toMatchObject({ priceCents: 11000, interval: 'month', intervalCount: 6 });
    expect(plan(2)).toMatchObject({ priceCents: 19900, interval: 'year', intervalCount: 1 });
    expect(plan(2).description).toMatch(/two months free/i);
  });

  it('gives every plan its own lookup key, which changes with its terms', () => {
    const keys = PLAN_CATALOG.map(lookupKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(lookupKeyOf({ ...plan(5), priceCents: 2500 })).not.toBe(lookupKeyOf(plan(5)));
  });
});
