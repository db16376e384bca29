/** One request of a fault test's stream through the bff, and how it went. */
export interface TimedAnswer {
  /** 0 when no answer came within the hang limit, or the connection failed. */
  status: number;
  /** The parsed JSON, or the text when it is not JSON (a hang's error name, a page). */
  body: unknown;
  headers: Headers;
  sentAt: number;
  answeredAt: number;
}

export interface TimedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** Sends `request` to the bff at `bffUrl`; an answer slower than `hangMs` counts as a hang (status 0). */
export async function sendTimed(bffUrl: string, { method, path, body }: TimedRequest, hangMs: number): Promise<TimedAnswer> {
  const sentAt = Date.now();
  const response = await fetch(`${bffUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(hangMs),
  }).catch((error: Error) => ({ status: 0, text: async () => error.name, headers: new Headers() }));
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A hang (status 0) or a page that is not JSON: kept as text for the failure message.
  }
  return { status: response.status, body: parsed, headers: response.headers, sentAt, answeredAt: Date.now() };
}
