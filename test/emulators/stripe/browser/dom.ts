/**
 * Types shared by the Stripe.js stand-in's parts. The DOM is described by the few members the
 * stand-in uses instead of TypeScript's `dom` library, which the server-side workspace does not load.
 */

export interface StandInConfig {
  /** The emulator's origin as the browser reached it, e.g. `http://127.0.0.1:12111`. */
  apiBase: string;
}

export interface DomEvent {
  key?: string;
}

export interface DomElement {
  appendChild(child: DomElement): unknown;
  remove(): void;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: (event: DomEvent) => void): void;
  contains(other: DomElement | null): boolean;
  textContent: string | null;
  style: { cssText: string };
  classList: { add(...names: string[]): void; remove(...names: string[]): void; toggle(name: string, force?: boolean): boolean };
}

export interface DomInput extends DomElement {
  value: string;
  disabled: boolean;
  placeholder: string;
  name: string;
  type: string;
  autocomplete: string;
  inputMode: string;
  focus(): void;
  blur(): void;
}

export interface DomDocument {
  createElement(tag: 'input'): DomInput;
  createElement(tag: string): DomElement;
  querySelector(selector: string): DomElement | null;
  readonly body: DomElement;
  readonly activeElement: unknown;
}

export interface StandInWindow {
  document: DomDocument;
  fetch: (
    url: string,
    init?: { method: string; headers?: Record<string, string>; body?: string },
  ) => Promise<{
    ok: boolean;
    status: number;
    json(): Promise<unknown>;
  }>;
  setTimeout: (callback: () => void, delayMs: number) => unknown;
  Stripe?: unknown;
}

/** Stripe's error shape as Stripe.js resolves it: `{ error: { type, code, message, … } }`. */
export type StripeJsError = {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  [key: string]: unknown;
};
export type Json = Record<string, unknown>;
export type Listener = (payload?: unknown) => void;

/** The card Element the stand-in renders (the subset of Stripe's element API our clients call). */
export interface CardElement {
  mount(target: string | DomElement): void;
  unmount(): void;
  destroy(): void;
  on(event: string, handler: Listener): CardElement;
  once(event: string, handler: Listener): CardElement;
  off(event: string, handler?: Listener): CardElement;
  update(options: Json): void;
  focus(): void;
  blur(): void;
  clear(): void;
  collapse(): void;
  /** Not Stripe.js API: how the stand-in reads the card for `createPaymentMethod`. */
  _card(): { error: StripeJsError } | { card: Json; postalCode: string };
}
