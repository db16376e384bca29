export { addDays, addMonths, daysFromTo, isDay, isWeekend, mondayOf, weekdayOf, weekOf, type Day, type Week } from './days.js';
export { dayEndsAt, dayIn, dayStartsAt, formatsPerZone, instantAt, isKnownZone, wallClock, zoneAbbreviation } from './zones.js';
export {
  EARLY_CLOSE_TIME,
  EXCHANGE_CALENDAR_YEARS,
  EXCHANGE_EARLY_CLOSES,
  EXCHANGE_HOLIDAYS,
  EXCHANGES,
  type ExchangeDay,
} from './exchange-calendar.table.js';
export {
  addTradingDays,
  EXCHANGE_TIME_ZONE,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  REGULAR_CLOSE_TIME,
  REGULAR_OPEN_TIME,
  regularCloseOn,
  regularSession,
  sessionPhaseAt,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  type SessionPhase,
} from './trading-sessions.js';
