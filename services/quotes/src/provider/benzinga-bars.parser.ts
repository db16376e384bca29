import { isDay } from '@mc/market-time';
import { malformed } from '@mc/runtime';
import type { ProviderBar } from './provider-bar.js';
import { decimal, describe, parseJson, record, text } from './provider-json.js';

/**
 * Reads a `bars` answer (`[{symbol, candles: [{time, dateTime, open, high, low, close, volume}]}]`).
 * A bar is stored whole or not at all, so every price and the volume are required: a candle
 * missing one, or anything else unexpected, throws a `malformed` ProviderError for the request.
 */
export function parseDailyBars(body: string): ProviderBar[] {
  const answer = parseJson(body);
  if (!Array.isArray(answer)) throw malformed(`expected a list of symbols, got ${describe(answer)}`);
  return answer.flatMap((entry, index) => {
    const series = record(entry, `[${index}]`);
    const symbol = text(series.symbol, `[${index}].symbol`)?.toUpperCase();
    if (!symbol) throw malformed(`[${index}] has no symbol`);
    if (!Array.isArray(series.candles)) throw malformed(`${symbol}.candles should be a list, got ${describe(series.candles)}`);
    return series.candles.map((value, at) => readCandle(symbol, value, `${symbol}.candles[${at}]`));
  });
}

function readCandle(symbol: string, value: unknown, where: string): ProviderBar {
  const candle = record(value, where);
  const required = (name: string) => {
    const number = decimal(candle[name], `${where}.${name}`);
    if (number === null) throw malformed(`${where}.${name} is missing`);
    return number;
  };
  // `dateTime` is the session's close written in New York time, so its date is the trading day.
  const day = text(candle.dateTime, `${where}.dateTime`)?.slice(0, 10);
  if (!day || !isDay(day)) throw malformed(`${where}.dateTime should be an ISO time, got ${describe(candle.dateTime)}`);
  const volume = required('volume');
  if (!Number.isSafeInteger(volume) || volume < 0) throw malformed(`${where}.volume should be a whole number, got ${volume}`);
  return { symbol, day, open: required('open'), high: required('high'), low: required('low'), close: required('close'), volume };
}
