// What tests can change and observe through /__control: the provider's behaviour, its clock, its call counts.

export const PROVIDER_MODES = ['normal', 'slow', 'fail', 'garbage', 'shapeB'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

export const DEFAULT_SLOW_DELAY_MS = 2_000;

export interface RequestStats {
  total: number;
  unauthorized: number;
  byPath: Record<string, number>;
}

export interface ControlState {
  mode: ProviderMode;
  delayMs: number;
  clock: 'real' | 'fixed';
  nowMs: number;
  requests: RequestStats;
}

export class EmulatorControl {
  private mode: ProviderMode = 'normal';
  private delayMs = DEFAULT_SLOW_DELAY_MS;
  private fixedNowMs: number | undefined;
  private garbageAnswers = 0;
  private requests = noRequests();

  constructor(private readonly realNow: () => number = Date.now) {}

  get providerMode(): ProviderMode {
    return this.mode;
  }

  get slowDelayMs(): number {
    return this.delayMs;
  }

  now(): number {
    return this.fixedNowMs ?? this.realNow();
  }

  setMode(mode: ProviderMode, delayMs = DEFAULT_SLOW_DELAY_MS): void {
    this.mode = mode;
    this.delayMs = delayMs;
    this.garbageAnswers = 0;
  }

  /** Stops the clock at `nowMs`; it stays there until moved again, so repeated calls see the same market. */
  setClock(nowMs: number): void {
    this.fixedNowMs = nowMs;
  }

  /** Moves the clock forward (or back); on the real clock, this first stops it at the real time. */
  advanceClock(byMs: number): void {
    this.fixedNowMs = this.now() + byMs;
  }

  useRealClock(): void {
    this.fixedNowMs = undefined;
  }

  recordRequest(path: string): void {
    this.requests.total += 1;
    this.requests.byPath[path] = (this.requests.byPath[path] ?? 0) + 1;
  }

  recordUnauthorized(): void {
    this.requests.unauthorized += 1;
  }

  /** 0, 1, 2, … for each garbage answer since garbage mode was set, so the kinds of garbage take turns. */
  nextGarbageIndex(): number {
    return this.garbageAnswers++;
  }

  reset(): void {
    this.setMode('normal');
    this.useRealClock();
    this.requests = noRequests();
  }

  state(): ControlState {
    return {
      mode: this.mode,
      delayMs: this.delayMs,
      clock: this.fixedNowMs === undefined ? 'real' : 'fixed',
      nowMs: this.now(),
      requests: { ...this.requests, byPath: { ...this.requests.byPath } },
    };
  }
}

function noRequests(): RequestStats {
  return { total: 0, unauthorized: 0, byPath: {} };
}
