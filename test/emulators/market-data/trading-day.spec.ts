import { DAY_MS, fractionOfTradingDay, previousCloseTime } from './trading-day.js';

const tuesdayAt = (hour: number, minute = 0) => Date.UTC(2025, 2, 4, hour, minute);
const mondayClose = Date.UTC(2025, 2, 3, 21);

describe('trading day', () => {
  it('takes the previous evening’s close before today’s close', () => {
    expect(previousCloseTime(tuesdayAt(15))).toBe(mondayClose);
    expect(previousCloseTime(tuesdayAt(0, 30))).toBe(mondayClose);
  });

  it('takes today’s close once the market has closed', () => {
    expect(previousCloseTime(tuesdayAt(21, 1))).toBe(tuesdayAt(21));
  });

  it('counts the closing instant as part of the day that ends then', () => {
    expect(previousCloseTime(tuesdayAt(21))).toBe(mondayClose);
    expect(fractionOfTradingDay(tuesdayAt(21))).toBe(1);
  });

  it('measures how far through the day a moment is', () => {
    expect(fractionOfTradingDay(mondayClose + DAY_MS / 4)).toBeCloseTo(0.25);
  });
});
