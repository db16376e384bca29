import { setTimeout as sleep } from 'node:timers/promises';
import type { EmulatorAnswer } from '../route.js';
import { CALENDAR_TYPES } from './calendar-types.js';
import { serverErrorAnswer } from './calendar-answers.js';

// The control switches of the calendar side of the provider (calendars, calendar-removed and company profiles),
// separate from the delayed-quote switches so a test can break one without the other. A fault can target some
// endpoints only, and only pages from a given page on, so "page 2 of the backfill fails" can be staged.

export const CALENDAR_MODES = ['normal', 'slow', 'fail', 'empty', 'malformed'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

export const MALFORMED_KINDS = ['truncated', 'html', 'wrong-types', 'wrong-shape'] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

export const FAULT_ENDPOINTS = [...CALENDAR_TYPES, 'removed', 'company-profile'] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

export const FAIL_STATUSES = [500, 502, 503] as const;

export const NO_DATA_STYLES = ['by-endpoint', 'not_found', 'empty_array'] as const;
export type NoDataStyle = (typeof NO_DATA_STYLES)[number];

export const CONFERENCE_CALL_KEYS = ['conference', 'conference-calls'] as const;
export type ConferenceCallKey = (typeof CONFERENCE_CALL_KEYS)[number];

export interface CalendarFaults {
  mode: CalendarMode;
  delayMs: number;
  status: (typeof FAIL_STATUSES)[number];
  /** One kind of malformed answer, or every kind in turn. */
  malformed: MalformedKind | 'rotate';
  /** The endpoints the fault applies to; all when null. */
  endpoints: FaultEndpoint[] | null;
  fromPage: number;
}

export interface CalendarAnswerStyle {
  noData: NoDataStyle;
  conferenceCallsKey: ConferenceCallKey;
}

const NORMAL: CalendarFaults = { mode: 'normal', delayMs: 2_000, status: 500, malformed: 'rotate', endpoints: null, fromPage: 0 };
const PROVIDER_STYLE: CalendarAnswerStyle = { noData: 'by-endpoint', conferenceCallsKey: 'conference' };

export class CalendarSwitches {
  private current: CalendarFaults = NORMAL;
  private style: CalendarAnswerStyle = PROVIDER_STYLE;
  private malformedTurn = 0;

  get faults(): CalendarFaults {
    return this.current;
  }

  get answers(): CalendarAnswerStyle {
    return this.style;
  }

  setFaults(faults: Partial<CalendarFaults>): void {
    this.current = { ...NORMAL, ...faults };
    this.malformedTurn = 0;
  }

  setAnswers(style: Partial<CalendarAnswerStyle>): void {
    this.style = { ...this.style, ...style };
  }

  reset(): void {
    this.current = NORMAL;
    this.style = PROVIDER_STYLE;
    this.malformedTurn = 0;
  }

  /**
   * Answers a request to `endpoint` the way the switches say: as is, late, failed, empty or malformed.
   * `answer` builds the real answer, `empty` the endpoint's no-data answer.
   */
  async answer(
    endpoint: FaultEndpoint,
    page: number,
    answer: () => EmulatorAnswer,
    empty: () => EmulatorAnswer,
    abandoned: AbortSignal,
  ): Promise<EmulatorAnswer> {
    const faults = this.current;
    const applies = (faults.endpoints === null || faults.endpoints.includes(endpoint)) && page >= faults.fromPage;
    if (!applies) return answer();
    switch (faults.mode) {
      case 'normal':
        return answer();
      case 'slow':
        await sleep(faults.delayMs, undefined, { signal: abandoned });
        return answer();
      case 'fail':
        return serverErrorAnswer(faults.status);
      case 'empty':
        return empty();
      case 'malformed':
        return malformed(this.nextMalformedKind(), answer());
    }
  }

  private nextMalformedKind(): MalformedKind {
    if (this.current.malformed !== 'rotate') return this.current.malformed;
    return MALFORMED_KINDS[this.malformedTurn++ % MALFORMED_KINDS.length];
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A 200 that a careful client must refuse, made from the real answer where that makes it more insidious. */
export function malformed(kind: MalformedKind, real: EmulatorAnswer): EmulatorAnswer {
  switch (kind) {
    case 'truncated':
      return { status: 200, contentType: JSON_TYPE, body: real.body.slice(0, Math.max(1, Math.floor(real.body.length / 2))) };
    case 'html':
      return {
        status: 200,
        contentType: JSON_TYPE,
        body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
      };
    case 'wrong-types': {
      const retyped = retype(JSON.parse(real.body) as unknown);
      return retyped.changed
        ? { status: 200, contentType: JSON_TYPE, body: JSON.stringify(retyped.value) }
        : malformed('wrong-shape', real);
    }
    case 'wrong-shape':
      return { status: 200, contentType: JSON_TYPE, body: JSON.stringify({ ok: true, data: null, status: 'degraded' }) };
  }
}

// Numbers become formatted text ("1,767,621,823"), numeric text becomes numbers, dates turn American: every
// value keeps its meaning for a human and breaks a parser that checks types.
function retype(value: unknown): { value: unknown; changed: boolean } {
  if (Array.isArray(value)) {
    const items = value.map(retype);
    return { value: items.map((item) => item.value), changed: items.some((item) => item.changed) };
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => [key, retype(item)] as const);
    return {
      value: Object.fromEntries(entries.map(([key, item]) => [key, item.value])),
      changed: entries.some(([, item]) => item.changed),
    };
  }
  if (typeof value === 'number') return { value: value.toLocaleString('en-US'), changed: true };
  if (typeof value === 'string') {
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (date) return { value: `${date[2]}/${date[3]}/${date[1]}`, changed: true };
    if (/^-?\d+(\.\d+)?$/.test(value)) return { value: Number(value), changed: true };
  }
  return { value, changed: false };
}
