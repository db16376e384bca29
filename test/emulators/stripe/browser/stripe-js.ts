import { askForAuthentication } from './authentication-dialog.js';
import { createCardElement } from './card-element.js';
import type { CardElement, Json, StandInConfig, StandInWindow, StripeJsError } from './dom.js';

/**
 * A stand-in for Stripe.js (`https://js.stripe.com/v3/`), served by the emulator at `/v3/`.
 *
 * It defines `window.Stripe(pk)` with what our web client and `@stripe/react-stripe-js` use:
 * `elements()` with the card Element (card-element.ts), `createPaymentMethod`,
 * `confirmCardPayment`, `confirmCardSetup`, `handleCardAction`, `retrievePaymentIntent` /
 * `retrieveSetupIntent`, the 3D Secure dialog (authentication-dialog.ts) for cards that ask for
 * it, and the `_registerWrapper` / `registerAppInfo` hooks the React wrapper calls.
 *
 * These functions run in the browser: the server sends their source text (`stripeJsSource`), so
 * each must stay self-contained (no imports at run time, no module-level values; types vanish) and
 * receives the other parts as arguments.
 */

export type { StandInConfig, StandInWindow } from './dom.js';

export interface StandInParts {
  createCardElement: typeof createCardElement;
  askForAuthentication: typeof askForAuthentication;
}

export function installStripeStandIn(win: StandInWindow, config: StandInConfig, parts: StandInParts): void {
  const RELEASE_TRAIN = 'endive';

  // ---- HTTP to the emulator, form-encoded like Stripe.js (a "simple" CORS request: no preflight).
  const encode = (value: unknown, prefix: string, pairs: string[]): void => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value as Json)) encode(item, prefix ? `${prefix}[${key}]` : key, pairs);
      return;
    }
    pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  };
  const call = async (method: 'GET' | 'POST', path: string, key: string, params: Json): Promise<{ ok: boolean; body: Json }> => {
    const pairs: string[] = [];
    encode({ ...params, key }, '', pairs);
    const query = pairs.join('&');
    try {
      const response =
        method === 'GET'
          ? await win.fetch(`${config.apiBase}${path}?${query}`, { method })
          : await win.fetch(`${config.apiBase}${path}`, {
              method,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              body: query,
            });
      return { ok: response.ok, body: (await response.json()) as Json };
    } catch (error) {
      return {
        ok: false,
        body: { error: { type: 'api_connection_error', message: `Could not reach the Stripe emulator: ${String(error)}` } },
      };
    }
  };
  const errorOf = (body: Json): StripeJsError =>
    (body.error as StripeJsError | undefined) ?? { type: 'api_error', message: 'Unexpected answer from the Stripe emulator.' };

  // ---- Elements groups.
  interface ElementsGroup {
    create(type: string, options?: Json): CardElement;
    getElement(typeOrComponent: string | { __elementType?: string }): CardElement | null;
    update(options: Json): void;
    fetchUpdates(): Promise<Json>;
    submit(): Promise<Json>;
  }

  const createElements = (groupOptions: Json): ElementsGroup => {
    let card: CardElement | null = null;
    let options = { ...groupOptions };
    return {
      create(type, elementOptions = {}) {
        if (type !== 'card') {
          throw new Error(`The Stripe emulator's Stripe.js stand-in only provides the 'card' Element, not '${type}'.`);
        }
        if (card) throw new Error('Can only create one Element of type card.');
        card = parts.createCardElement(win, elementOptions, () => {
          card = null;
        });
        return card;
      },
      getElement(typeOrComponent) {
        const type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent?.__elementType;
        return type === 'card' ? card : null;
      },
      update(changes) {
        options = { ...options, ...changes };
      },
      fetchUpdates: async () => ({}),
      submit: async () => ({}),
    };
  };

  // ---- Intents.
  type IntentKind = 'payment_intent' | 'setup_intent';
  const intentPath = (kind: IntentKind, id: string) =>
    `/v1/${kind === 'payment_intent' ? 'payment_intents' : 'setup_intents'}/${id}`;
  const resultKey = (kind: IntentKind) => (kind === 'payment_intent' ? 'paymentIntent' : 'setupIntent');
  const idFromSecret = (secret: unknown): string | null =>
    typeof secret === 'string' && secret.includes('_secret_') ? secret.slice(0, secret.indexOf('_secret_')) : null;

  const stripeFor = (key: string) => {
    const createPaymentMethod = async (first: unknown, second?: unknown, third?: unknown): Promise<Json> => {
      // Three call shapes: ({ type, card, billing_details }), ({ elements, params }), legacy ('card', element, data).
      let element: CardElement | null = null;
      let billing: Json = {};
      if (typeof first === 'string') {
        element = second as CardElement;
        billing = ((third as Json | undefined)?.billing_details as Json | undefined) ?? {};
      } else if (first && typeof first === 'object' && 'elements' in first) {
        const options = first as { elements: ElementsGroup; params?: Json };
        element = options.elements.getElement('card');
        billing = (options.params?.billing_details as Json | undefined) ?? {};
      } else if (first && typeof first === 'object') {
        const options = first as { type?: string; card?: CardElement; billing_details?: Json };
        if (options.type && options.type !== 'card') {
          return {
            error: {
              type: 'invalid_request_error',
              message: `The Stripe emulator only supports card payment methods, not ${options.type}.`,
            },
          };
        }
        element = options.card ?? null;
        billing = options.billing_details ?? {};
      }
      if (!element || typeof element._card !== 'function') {
        return { error: { type: 'invalid_request_error', message: 'createPaymentMethod needs a mounted card Element.' } };
      }
      const read = element._card();
      if ('error' in read) return { error: read.error };
      const address = { ...((billing.address as Json | undefined) ?? {}) };
      if (read.postalCode && !address.postal_code) address.postal_code = read.postalCode;
      const response = await call('POST', '/v1/payment_methods', key, {
        type: 'card',
        card: read.card,
        billing_details: { ...billing, address: Object.keys(address).length ? address : undefined },
      });
      return response.ok ? { paymentMethod: response.body } : { error: errorOf(response.body) };
    };

    /** `payment_method` as Stripe.js takes it: an id, or `{ card: element, billing_details }`. */
    const paymentMethodIdFrom = async (data: Json | undefined): Promise<{ id?: string; error?: StripeJsError }> => {
      const given = data?.payment_method;
      if (given === undefined || given === null) return {};
      if (typeof given === 'string') return { id: given };
      const created = await createPaymentMethod({ type: 'card', ...(given as Json) });
      if (created.error) return { error: created.error as StripeJsError };
      return { id: (created.paymentMethod as Json).id as string };
    };

    /** Acts on `requires_action` with the dialog, then reports like Stripe.js. */
    const settle = async (kind: IntentKind, intent: Json, secret: string, handleActions: boolean): Promise<Json> => {
      let current = intent;
      if (current.status === 'requires_action' && handleActions) {
        const outcome = await parts.askForAuthentication(win.document);
        const response = await call('POST', `/__stripe_js/authenticate/${String(current.id)}`, key, {
          client_secret: secret,
          outcome,
        });
        if (!response.ok) return { error: errorOf(response.body) };
        current = response.body;
      }
      const failure = (kind === 'payment_intent' ? current.last_payment_error : current.last_setup_error) as StripeJsError | null;
      if (current.status === 'requires_payment_method' && failure) return { error: { ...failure, [kind]: current } };
      return { [resultKey(kind)]: current };
    };

    const confirmIntent = async (kind: IntentKind, secret: unknown, data?: Json, options?: Json): Promise<Json> => {
      const id = idFromSecret(secret);
      if (!id) return { error: { type: 'invalid_request_error', message: 'Invalid value for client secret.' } };
      const clientSecret = secret as string;
      const paymentMethod = await paymentMethodIdFrom(data);
      if (paymentMethod.error) return { error: paymentMethod.error };
      const fetched = await call('GET', intentPath(kind, id), key, { client_secret: clientSecret });
      if (!fetched.ok) return { error: errorOf(fetched.body) };
      let intent = fetched.body;
      if (intent.status === 'succeeded' || intent.status === 'processing') return { [resultKey(kind)]: intent };
      // An intent already waiting for 3D Secure goes straight to the challenge, as Stripe.js does.
      if (!(intent.status === 'requires_action' && !paymentMethod.id)) {
        const confirmed = await call('POST', `${intentPath(kind, id)}/confirm`, key, {
          client_secret: clientSecret,
          payment_method: paymentMethod.id,
        });
        if (!confirmed.ok) return { error: errorOf(confirmed.body) };
        intent = confirmed.body;
      }
      return settle(kind, intent, clientSecret, options?.handleActions !== false);
    };

    const retrieveIntent = async (kind: IntentKind, secret: unknown): Promise<Json> => {
      const id = idFromSecret(secret);
      if (!id) return { error: { type: 'invalid_request_error', message: 'Invalid value for client secret.' } };
      const fetched = await call('GET', intentPath(kind, id), key, { client_secret: secret });
      return fetched.ok ? { [resultKey(kind)]: fetched.body } : { error: errorOf(fetched.body) };
    };

    const notEmulated = (name: string) => async () => ({
      error: { type: 'invalid_request_error', message: `${name} is not emulated by the Stripe emulator's Stripe.js stand-in.` },
    });

    return {
      elements: (options: Json = {}) => createElements(options),
      createPaymentMethod,
      confirmCardPayment: (secret: unknown, data?: Json, options?: Json) =>
        confirmIntent('payment_intent', secret, data, options),
      confirmCardSetup: (secret: unknown, data?: Json, options?: Json) => confirmIntent('setup_intent', secret, data, options),
      handleCardAction: async (secret: unknown) => {
        const fetched = await retrieveIntent('payment_intent', secret);
        if (fetched.error) return fetched;
        return settle('payment_intent', fetched.paymentIntent as Json, secret as string, true);
      },
      handleNextAction: async (options: { clientSecret: string }) => {
        const kind: IntentKind = options.clientSecret.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
        const fetched = await retrieveIntent(kind, options.clientSecret);
        if (fetched.error) return fetched;
        return settle(kind, fetched[resultKey(kind)] as Json, options.clientSecret, true);
      },
      retrievePaymentIntent: (secret: unknown) => retrieveIntent('payment_intent', secret),
      retrieveSetupIntent: (secret: unknown) => retrieveIntent('setup_intent', secret),
      createToken: notEmulated('createToken'),
      createSource: notEmulated('createSource'),
      confirmPayment: notEmulated('confirmPayment (Payment Element)'),
      confirmSetup: notEmulated('confirmSetup (Payment Element)'),
      paymentRequest: () => {
        throw new Error('paymentRequest is not emulated by the Stripe emulator.');
      },
      registerAppInfo: () => undefined,
      _registerWrapper: () => undefined,
    };
  };

  const Stripe = function Stripe(key: unknown) {
    if (typeof key !== 'string' || !key)
      throw new Error(`Invalid value for Stripe(): apiKey should be a string. You specified: ${String(key)}.`);
    if (/^(sk|rk)_/.test(key))
      throw new Error('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    return stripeFor(key);
  } as ((key: unknown) => ReturnType<typeof stripeFor>) & { version: string };
  // @stripe/stripe-js compares this with the release train it was built for.
  Stripe.version = RELEASE_TRAIN;
  win.Stripe = Stripe;
}

/** The script the emulator serves at `/v3/`. */
export function stripeJsSource(config: StandInConfig): string {
  const parts = `{ createCardElement: ${createCardElement.toString()}, askForAuthentication: ${askForAuthentication.toString()} }`;
  return (
    '/* Stripe.js stand-in served by the Stripe emulator (test/emulators/stripe). Not the real Stripe.js. */\n' +
    `(${installStripeStandIn.toString()})(window, ${JSON.stringify(config)}, ${parts});\n`
  );
}
