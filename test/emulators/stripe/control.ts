import type { IncomingMessage, ServerResponse } from 'node:http';
import { runDueTransitions } from './billing-engine.js';
import type { EmulatorContext } from './context.js';
import { parseFormBody } from './form-body.js';
import { readBody, sendJson } from './http.js';
import { DECLINES } from './test-cards.js';
import type { WebhookDispatcher } from './webhooks.js';

export interface ControlDependencies {
  context: EmulatorContext;
  webhooks: WebhookDispatcher;
  /** Forgets all objects, events, deliveries and the clock offset. */
  reset: () => void;
}

const DECLINE_BY_CODE: Record<string, (typeof DECLINES)[keyof typeof DECLINES]> = {
  generic_decline: DECLINES.generic,
  insufficient_funds: DECLINES.insufficientFunds,
  lost_card: DECLINES.lostCard,
  expired_card: DECLINES.expiredCard,
  incorrect_cvc: DECLINES.incorrectCvc,
  processing_error: DECLINES.processingError,
};

/** JSON bodies (`{"seconds": 86400}`), with form bodies accepted too for curl users. */
async function readControlBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request)).trim();
  if (!text) return {};
  if (text.startsWith('{')) {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }
  return parseFormBody(text);
}

const clockView = (context: EmulatorContext) => {
  const now = context.clock.now();
  return { now, iso: new Date(now * 1000).toISOString(), offset_seconds: context.clock.offset() };
};

/**
 * The test-only API under `/__control` (documented in README.md): the clock, a reset, forced
 * payment failures, and webhook delivery inspection.
 */
export async function handleControl(
  deps: ControlDependencies,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const { context, webhooks } = deps;
  const method = request.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '');
  const fail = (status: number, message: string) => sendJson(response, status, { error: { message } });
  try {
    if (method === 'GET' && path === '/__control/clock') return sendJson(response, 200, clockView(context));
    if (method === 'POST' && path === '/__control/clock/advance') {
      const body = await readControlBody(request);
      const seconds = Number(body.seconds);
      if (!Number.isInteger(seconds) || seconds < 0) return fail(400, 'seconds must be a non-negative integer');
      const transitions = runDueTransitions(context, context.clock.now() + seconds);
      return sendJson(response, 200, { ...clockView(context), transitions });
    }
    if (method === 'POST' && path === '/__control/reset') {
      deps.reset();
      return sendJson(response, 200, { reset: true, ...clockView(context) });
    }
    const failNext = /^\/__control\/customers\/([^/]+)\/fail_next_payment$/.exec(path);
    if (method === 'POST' && failNext) {
      const customer = decodeURIComponent(failNext[1]);
      if (!context.state.customers.get(customer)) return fail(404, `No such customer: '${customer}'`);
      const body = await readControlBody(request);
      const code = typeof body.decline_code === 'string' ? body.decline_code : 'generic_decline';
      const decline = DECLINE_BY_CODE[code];
      if (!decline) return fail(400, `decline_code must be one of ${Object.keys(DECLINE_BY_CODE).join(', ')}`);
      context.state.failNextPayment.set(customer, decline);
      return sendJson(response, 200, { customer, decline_code: code });
    }
    if (method === 'POST' && path === '/__control/webhooks/flush') {
      const body = await readControlBody(request);
      const timeoutMs = Number(body.timeout_ms ?? 30_000);
      const drained = await webhooks.flush(Number.isFinite(timeoutMs) ? timeoutMs : 30_000);
      return sendJson(response, drained ? 200 : 504, { drained });
    }
    if (method === 'GET' && path === '/__control/requests') return sendJson(response, 200, context.state.requestCounts.view());
    if (method === 'GET' && path === '/__control/webhooks/deliveries') {
      const event = url.searchParams.get('event');
      const deliveries = webhooks.deliveries().filter((attempt) => !event || attempt.event === event);
      return sendJson(response, 200, { data: deliveries });
    }
    fail(404, `Unknown control endpoint ${method} ${path}; see test/emulators/stripe/README.md`);
  } catch (error) {
    fail(400, error instanceof Error ? error.message : String(error));
  }
}
