const PERIODS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
  d: 86400,
  day: 86400,
};

export interface Rate {
  limit: number;
  periodSeconds: number;
}

/** DRF's rate syntax: `30/minute`, `5/hour`, `100/s`. */
export function parseRate(text: string): Rate {
  const match = /^(\d+)\/([a-z]+)$/.exec(text.trim());
  const periodSeconds = match && PERIODS[match[2]];
  if (!match || !periodSeconds) throw new Error(`not a rate: "${text}" (expected e.g. 30/minute)`);
  return { limit: Number(match[1]), periodSeconds };
}

/** DRF's Throttled message. */
export function throttledDetail(waitSeconds: number): string {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`;
}
