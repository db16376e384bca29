import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyKind } from './api.js';
import { runDueTransitions } from './billing-engine.js';
import type { EmulatorContext } from './context.js';
import { authenticationError, invalidRequest, routeMissing, StripeApiError } from './errors.js';
import { parseExpandPaths, render } from './expand.js';
import { FormSyntaxError, parseFormBody, type FormObject } from './form-body.js';
import { corsHeaders, readBody, sendJson } from './http.js';
import { IdempotencyStore } from './idempotency.js';
import { Params } from './params.js';
import type { Router } from './router.js';
import { newId } from './state.js';

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). " +
  'See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.';

const INTERNAL_ERROR = { type: 'api_error', message: 'The Stripe emulator failed; see its log.' };

interface Credentials {
  key: string;
  kind: KeyKind;
}

/** Bearer (the SDK), Basic with the key as user (curl -u), or a `key` parameter (Stripe.js). */
function credentialsOf(request: IncomingMessage, params: FormObject): Credentials {
  const header = request.headers.authorization ?? '';
  let key: string | undefined;
  if (/^bearer\s+/i.test(header)) key = header.replace(/^bearer\s+/i, '').trim();
  else if (/^basic\s+/i.test(header))
    key = Buffer.from(header.replace(/^basic\s+/i, ''), 'base64')
      .toString('utf8')
      .split(':')[0];
  else if (typeof params.key === 'string') key = params.key;
  if (!key) throw authenticationError(NO_KEY_MESSAGE);
  if (/^(sk|rk)_test_/.test(key)) return { key, kind: 'secret' };
  if (/^pk_test_/.test(key)) return { key, kind: 'publishable' };
  const shown = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
  throw authenticationError(
    `Invalid API Key provided: ${shown}. The Stripe emulator accepts test keys only (sk_test_…, pk_test_…).`,
  );
}

function parseParams(method: string, url: URL, body: string, contentType: string): FormObject {
  if (method === 'GET' || method === 'DELETE') return parseFormBody(url.search.slice(1));
  if (contentType.includes('application/json') || body.trimStart().startsWith('{')) {
    throw invalidRequest('Invalid request: Stripe API bodies are application/x-www-form-urlencoded, not JSON.');
  }
  return parseFormBody(body);
}

export interface ApiHandlerOptions {
  apiVersion: string;
  log: (line: string) => void;
}

/** The `/v1` pipeline: parameters, key, idempotency, due billing transitions, handler, expansion. */
export function createApiHandler(context: EmulatorContext, router: Router, options: ApiHandlerOptions) {
  const idempotency = new IdempotencyStore(context.state.idempotentResponses, context.clock);

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const method = request.method ?? 'GET';
    const requestId = newId('req');
    const headers: Record<string, string> = {
      ...corsHeaders(request),
      'Request-Id': requestId,
      'Stripe-Version': String(request.headers['stripe-version'] ?? options.apiVersion),
    };
    let counted: { route: string; keyKind?: KeyKind } = { route: `${method} ${url.pathname}` };
    try {
      const raw = parseParams(method, url, await readBody(request), String(request.headers['content-type'] ?? ''));
      const credentials = credentialsOf(request, raw);
      delete raw.key;
      const match = router.match(method, url.pathname);
      counted = { route: match ? `${method} ${match.route.path}` : counted.route, keyKind: credentials.kind };
      if (!match) throw routeMissing(method, url.pathname);
      if (match.route.auth === 'secret' && credentials.kind === 'publishable') {
        throw authenticationError(
          'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
        );
      }

      const idempotencyKey = method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
      const fingerprint = IdempotencyStore.fingerprint(method, url.pathname, raw);
      const replay = idempotencyKey ? idempotency.lookup(credentials.key, idempotencyKey, fingerprint) : undefined;
      if (replay && idempotencyKey) {
        sendJson(response, replay.status, replay.body, {
          ...headers,
          'Idempotent-Replayed': 'true',
          'Idempotency-Key': idempotencyKey,
        });
        return;
      }

      runDueTransitions(context, context.clock.now());
      const params = new Params(raw);
      const { status, body } = context.events.duringRequest({ id: requestId, idempotencyKey: idempotencyKey ?? null }, () => {
        try {
          const result = match.route.handle({ method, params, pathParams: match.pathParams, keyKind: credentials.kind }, context);
          const expand = parseExpandPaths(params.strings('expand'));
          return {
            status: 200,
            body: JSON.stringify(
              render(result, expand, (id) => context.state.findAny(id)),
              null,
              2,
            ),
          };
        } catch (error) {
          // The endpoint ran: its answer is kept for the key whatever it is, as Stripe keeps even a 500.
          if (error instanceof StripeApiError) {
            if (error.validation) throw error;
            return { status: error.status, body: errorBody(error, context) };
          }
          options.log(
            `internal error on ${method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          return { status: 500, body: JSON.stringify({ error: INTERNAL_ERROR }, null, 2) };
        }
      });
      if (idempotencyKey) {
        idempotency.save(credentials.key, idempotencyKey, { fingerprint, status, body });
        headers['Idempotency-Key'] = idempotencyKey;
      }
      sendJson(response, status, body, headers);
    } catch (error) {
      if (error instanceof StripeApiError) {
        sendJson(response, error.status, errorBody(error, context), headers);
      } else if (error instanceof FormSyntaxError) {
        sendJson(response, 400, { error: { type: 'invalid_request_error', message: error.message } }, headers);
      } else {
        options.log(
          `internal error on ${method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        sendJson(response, 500, { error: INTERNAL_ERROR }, headers);
      }
    } finally {
      context.state.requestCounts.record(counted.route, counted.keyKind);
    }
  };
}

/** Error answers carry copies of related objects (`payment_intent` on card errors), as Stripe's do. */
function errorBody(error: StripeApiError, context: EmulatorContext): string {
  const body = render(error.body, {}, (id) => context.state.findAny(id));
  return JSON.stringify({ error: body }, null, 2);
}
