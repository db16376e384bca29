import type { GicsSector } from '../universe/gics.js';

// The annual investor conferences companies present at, in the style the industry runs them: banks' sector
// conferences and a few independent ones. Each recurs in its usual season; the emulator places it by rule
// (say, the second Monday of January), not on any organiser's published dates.

export interface InvestorConference {
  key: string;
  name: string;
  location: string;
  month: number;
  weekday: number;
  /** Which `weekday` of the month it opens on (1–4; 5 for the last). */
  week: number;
  days: number;
  sectors: readonly GicsSector[];
}

const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;

export const INVESTOR_CONFERENCES: readonly InvestorConference[] = [
  {
    key: 'jpm-healthcare',
    name: 'J.P. Morgan Healthcare Conference',
    location: 'San Francisco',
    month: 1,
    weekday: MONDAY,
    week: 2,
    days: 4,
    sectors: ['Health Care'],
  },
  {
    key: 'needham-growth',
    name: 'Needham Growth Conference',
    location: 'New York',
    month: 1,
    weekday: TUESDAY,
    week: 2,
    days: 3,
    sectors: ['Information Technology', 'Communication Services', 'Consumer Discretionary'],
  },
  {
    key: 'cagny',
    name: 'CAGNY Conference',
    location: 'Boca Raton',
    month: 2,
    weekday: TUESDAY,
    week: 3,
    days: 3,
    sectors: ['Consumer Staples'],
  },
  {
    key: 'ms-tmt',
    name: 'Morgan Stanley Technology, Media & Telecom Conference',
    location: 'San Francisco',
    month: 3,
    weekday: MONDAY,
    week: 1,
    days: 4,
    sectors: ['Information Technology', 'Communication Services'],
  },
  {
    key: 'td-cowen-healthcare',
    name: 'TD Cowen Health Care Conference',
    location: 'Boston',
    month: 3,
    weekday: MONDAY,
    week: 1,
    days: 3,
    sectors: ['Health Care'],
  },
  {
    key: 'raymond-james',
    name: 'Raymond James Institutional Investors Conference',
    location: 'Orlando',
    month: 3,
    weekday: SUNDAY,
    week: 1,
    days: 3,
    sectors: ['Industrials', 'Financials', 'Energy', 'Real Estate'],
  },
  {
    key: 'bernstein-sdc',
    name: 'Bernstein Strategic Decisions Conference',
    location: 'New York',
    month: 5,
    weekday: TUESDAY,
    week: 5,
    days: 3,
    sectors: ['Information Technology', 'Consumer Discretionary', 'Financials', 'Industrials', 'Health Care'],
  },
  {
    key: 'bofa-technology',
    name: 'BofA Securities Global Technology Conference',
    location: 'San Francisco',
    month: 6,
    weekday: TUESDAY,
    week: 1,
    days: 3,
    sectors: ['Information Technology'],
  },
  {
    key: 'jefferies-healthcare',
    name: 'Jefferies Global Healthcare Conference',
    location: 'New York',
    month: 6,
    weekday: TUESDAY,
    week: 1,
    days: 3,
    sectors: ['Health Care'],
  },
  {
    key: 'jpm-energy',
    name: 'J.P. Morgan Energy, Power, Renewables & Mining Conference',
    location: 'New York',
    month: 6,
    weekday: TUESDAY,
    week: 3,
    days: 2,
    sectors: ['Energy', 'Utilities', 'Materials'],
  },
  {
    key: 'gs-retailing',
    name: 'Goldman Sachs Global Retailing Conference',
    location: 'New York',
    month: 9,
    weekday: WEDNESDAY,
    week: 1,
    days: 2,
    sectors: ['Consumer Discretionary', 'Consumer Staples'],
  },
  {
    key: 'gs-communacopia',
    name: 'Goldman Sachs Communacopia + Technology Conference',
    location: 'San Francisco',
    month: 9,
    weekday: MONDAY,
    week: 2,
    days: 4,
    sectors: ['Information Technology', 'Communication Services'],
  },
  {
    key: 'barclays-financials',
    name: 'Barclays Global Financial Services Conference',
    location: 'New York',
    month: 9,
    weekday: MONDAY,
    week: 2,
    days: 3,
    sectors: ['Financials'],
  },
  {
    key: 'ms-healthcare',
    name: 'Morgan Stanley Global Healthcare Conference',
    location: 'New York',
    month: 9,
    weekday: MONDAY,
    week: 2,
    days: 3,
    sectors: ['Health Care'],
  },
  {
    key: 'baird-industrials',
    name: 'Baird Global Industrial Conference',
    location: 'Chicago',
    month: 11,
    weekday: TUESDAY,
    week: 2,
    days: 3,
    sectors: ['Industrials', 'Materials'],
  },
  {
    key: 'ubs-technology',
    name: 'UBS Global Technology and AI Conference',
    location: 'Scottsdale',
    month: 12,
    weekday: MONDAY,
    week: 1,
    days: 4,
    sectors: ['Information Technology'],
  },
  {
    key: 'piper-healthcare',
    name: 'Piper Sandler Healthcare Conference',
    location: 'New York',
    month: 12,
    weekday: TUESDAY,
    week: 1,
    days: 3,
    sectors: ['Health Care'],
  },
];
