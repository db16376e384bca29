import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { Route } from './api.js';
import { createApiHandler } from './api-handler.js';
import { runDueTransitions } from './billing-engine.js';
import { stripeJsSource } from './browser/stripe-js.js';
import { Clock } from './clock.js';
import { SMART_RETRY_DAYS, type EmulatorContext, type ExhaustedRetriesAction } from './context.js';
import { handleControl } from './control.js';
import { EventLog } from './events.js';
import { corsHeaders, sendJson } from './http.js';
import { handlePage } from './pages/page-routes.js';
import { billingPortalRoutes } from './resources/billing-portal.js';
import { checkoutSessionRoutes } from './resources/checkout-sessions.js';
import { couponRoutes } from './resources/coupons.js';
import { customerRoutes } from './resources/customers.js';
import { eventRoutes } from './resources/events.js';
import { invoiceRoutes } from './resources/invoices.js';
import { paymentIntentRoutes } from './resources/payment-intents.js';
import { paymentMethodRoutes } from './resources/payment-methods.js';
import { priceRoutes } from './resources/prices.js';
import { productRoutes } from './resources/products.js';
import { promotionCodeRoutes } from './resources/promotion-codes.js';
import { setupIntentRoutes } from './resources/setup-intents.js';
import { subscriptionRoutes } from './resources/subscriptions.js';
import { threeDSecureRoutes } from './resources/three-d-secure.js';
import { webhookEndpointRoutes } from './resources/webhook-endpoints.js';
import type { RequestCountsView } from './request-counts.js';
import { Router } from './router.js';
import { EmulatorState } from './state.js';
import { WebhookDispatcher, type WebhookOrder, type WebhookTarget } from './webhooks.js';

/** The API version of the installed `stripe` SDK: what the billing service speaks, so what we serve. */
export const API_VERSION: string = Stripe.API_VERSION;

export interface StripeEmulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Endpoints that receive every event, signed with `webhookSecret` (besides those created through the API). */
  webhookUrls?: readonly string[];
  webhookSecret?: string;
  /** First retry delay of a failed webhook delivery; later retries double it. */
  retryMs?: number;
  maxAttempts?: number;
  exhaustedRetries?: ExhaustedRetriesAction;
  /** Days after a renewal's first failed attempt when it is tried again (default: SMART_RETRY_DAYS). */
  retryDays?: readonly number[];
  /** First webhook attempts in any order (default) or in the order events happened. */
  webhookOrder?: WebhookOrder;
  /** The share of events delivered twice from the start (default 0.1). */
  webhookDuplicateRate?: number;
  /** The longest random wait before a first webhook attempt, with `webhookOrder: 'any'` (default 50). */
  webhookJitterMs?: number;
  /** Random numbers in [0, 1) for webhook order and duplicates; tests pass a seeded one. */
  random?: () => number;
  /** How often due billing transitions run on their own in real time (0: only on requests and advances). */
  tickMs?: number;
  log?: (line: string) => void;
}

export interface RunningStripeEmulator {
  port: number;
  url: string;
  close(): Promise<void>;
  /** Moves the clock forward, running every trial end, renewal and retry due on the way; returns how many ran. */
  advanceClock(seconds: number): Promise<number>;
  /** Waits until every webhook delivery succeeded or ran out of attempts; false after `timeoutMs`. */
  flushWebhooks(timeoutMs?: number): Promise<boolean>;
  reset(): void;
  /** The API requests answered since start or the last reset (`GET /__control/requests`). */
  requests(): RequestCountsView;
}

const STRIPE_JS_PATHS = /^\/(v3\/?|v3\/stripe\.js|[a-z]+\/stripe\.js)$/;

export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<RunningStripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const state = new EmulatorState();
  const clock = new Clock();
  const webhookSecret = options.webhookSecret ?? 'whsec_emulator';
  const configuredTargets: WebhookTarget[] = (options.webhookUrls ?? []).map((url, index) => ({
    id: `we_configured_${index}`,
    url,
    secret: webhookSecret,
    enabledEvents: ['*'],
  }));
  const targets = (): WebhookTarget[] => [
    ...configuredTargets,
    ...[...state.webhookEndpoints.values()].map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      secret: state.webhookSecrets.get(endpoint.id) ?? '',
      enabledEvents: endpoint.enabled_events,
      disabled: endpoint.status !== 'enabled',
    })),
  ];
  const webhooks = new WebhookDispatcher(targets, {
    retryMs: options.retryMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 8,
    order: options.webhookOrder,
    duplicateRate: options.webhookDuplicateRate,
    jitterMs: options.webhookJitterMs,
    random: options.random,
    log,
  });
  const events = new EventLog(
    state,
    clock,
    API_VERSION,
    (event) => webhooks.dispatch(event),
    (type) => webhooks.countTargets(type),
  );
  let baseUrl = '';
  const context: EmulatorContext = {
    state,
    clock,
    events,
    baseUrl: () => baseUrl,
    exhaustedRetries: options.exhaustedRetries ?? 'canceled',
    retryDays: options.retryDays ?? SMART_RETRY_DAYS,
  };
  const routes: Route[] = [
    ...productRoutes,
    ...priceRoutes,
    ...customerRoutes,
    ...paymentMethodRoutes,
    ...couponRoutes,
    ...promotionCodeRoutes,
    ...subscriptionRoutes,
    ...invoiceRoutes,
    ...paymentIntentRoutes,
    ...setupIntentRoutes,
    ...threeDSecureRoutes,
    ...checkoutSessionRoutes,
    ...billingPortalRoutes,
    ...eventRoutes((eventId) => webhooks.pendingFor(eventId)),
    ...webhookEndpointRoutes,
  ];
  const api = createApiHandler(context, new Router(routes), { apiVersion: API_VERSION, log });
  const reset = () => {
    state.reset();
    clock.reset();
    webhooks.reset();
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const path = url.pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
    } else if (path === '/healthz') {
      sendJson(response, 200, { status: 'ok', api_version: API_VERSION });
    } else if (request.method === 'GET' && STRIPE_JS_PATHS.test(path)) {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(stripeJsSource({ apiBase: `http://${request.headers.host ?? new URL(baseUrl).host}` }));
    } else if (path.startsWith('/__control/')) {
      await handleControl({ context, webhooks, reset }, request, response, url);
    } else if (path.startsWith('/v1/') || path.startsWith('/__stripe_js/')) {
      await api(request, response, url);
    } else if (!(await handlePage(context, request, response, url))) {
      sendJson(response, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` },
      });
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, { error: { type: 'api_error', message: 'The Stripe emulator failed; see its log.' } });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 12111, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  const tickMs = options.tickMs ?? 1000;
  const ticker =
    tickMs > 0
      ? setInterval(() => {
          try {
            runDueTransitions(context, clock.now());
          } catch (error) {
            log(`billing clock tick failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }, tickMs)
      : undefined;
  ticker?.unref();

  return {
    port,
    url: baseUrl,
    close: async () => {
      if (ticker) clearInterval(ticker);
      webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    advanceClock: async (seconds) => runDueTransitions(context, clock.now() + seconds),
    flushWebhooks: (timeoutMs = 30_000) => webhooks.flush(timeoutMs),
    reset,
    requests: () => state.requestCounts.view(),
  };
}
