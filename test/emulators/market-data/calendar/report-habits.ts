import type { Session } from './earnings-schedule.js';

// When well-known companies report, as their investor-relations calendars of 2024–2025 show: before the open or
// after the close, and how many days after the end of the quarter's last month (the year-end quarter can take
// longer). Written by hand; every other company follows the sector rule of earnings-schedule.ts. A company's
// quarters that end on a Saturday near the month's end are counted from the month's end.

export interface ReportHabit {
  session: Session;
  /** Days after the quarter's last month ends, for the first three fiscal quarters. */
  lagDays: readonly [number, number];
  /** The same for the fiscal year's last quarter, when it differs. */
  yearEndLagDays?: readonly [number, number];
}

const before = (lagDays: [number, number], yearEndLagDays?: [number, number]): ReportHabit => ({
  session: 'before_open',
  lagDays,
  yearEndLagDays,
});
const after = (lagDays: [number, number], yearEndLagDays?: [number, number]): ReportHabit => ({
  session: 'after_close',
  lagDays,
  yearEndLagDays,
});

export const REPORT_HABITS: Readonly<Record<string, ReportHabit>> = {
  // Technology and internet: after the close.
  AAPL: after([28, 33]), // late January, about May 1, about July 31, about October 30
  MSFT: after([26, 30]),
  GOOGL: after([23, 30], [33, 37]),
  AMZN: after([28, 32], [35, 38]),
  META: after([27, 31], [28, 31]),
  NVDA: after([19, 28]), // late February, late May, late August, about November 20
  TSLA: after([20, 24], [26, 30]),
  NFLX: after([14, 19], [19, 22]),
  ORCL: after([9, 12], [10, 14]), // about the 10th of December, March, June and September
  ADBE: after([12, 16]),
  AVGO: after([9, 13], [9, 13]),
  CSCO: after([11, 15]),
  INTU: after([19, 25]),
  PANW: after([16, 20]),
  AMAT: after([12, 16]),
  QCOM: after([32, 37]),
  MU: after([17, 25]),
  CRM: after([25, 33]),
  INTC: after([22, 31]),
  IBM: after([19, 24], [26, 30]),
  AMD: after([27, 36], [33, 37]),
  // Consumer: mostly before the open.
  WMT: before([14, 20], [18, 22]),
  HD: before([14, 20], [22, 26]),
  LOW: before([17, 21], [24, 27]),
  TGT: before([17, 22], [30, 35]),
  DKS: before([24, 28], [38, 42]), // late November for the October quarter, March for the year
  COST: after([9, 14], [23, 26]),
  TJX: before([17, 21], [24, 28]),
  NKE: after([18, 27], [25, 30]),
  SBUX: after([27, 31], [28, 34]),
  MCD: before([34, 40], [40, 42]),
  KO: before([20, 29], [38, 42]),
  PEP: before([8, 14], [33, 38]),
  PG: before([18, 24], [28, 31]),
  CPB: before([31, 36], [31, 36]), // early March, early June, early September, early December
  GIS: before([17, 22], [24, 28]),
  CAG: before([29, 35], [38, 42]),
  SJM: before([24, 29], [38, 42]),
  HRL: before([26, 31], [33, 37]),
  TSN: before([34, 40], [38, 42]),
  DIS: before([35, 40], [42, 45]),
  // Financials, health care, industrials, energy.
  JPM: before([11, 15]),
  BAC: before([13, 16]),
  WFC: before([11, 15]),
  GS: before([13, 16]),
  MS: before([14, 17]),
  C: before([12, 15]),
  V: after([22, 28], [26, 30]),
  JNJ: before([14, 17], [20, 23]),
  UNH: before([13, 17]),
  LLY: before([30, 37], [35, 40]),
  PFE: before([27, 32], [33, 36]),
  FDX: after([17, 23], [22, 26]),
  DE: before([13, 18], [20, 27]),
  CAT: before([28, 33], [29, 33]),
  XOM: before([30, 33], [30, 33]),
  CVX: before([30, 33], [30, 33]),
};
