import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach } from '@jest/globals';

// React Router encodes streamed data at import time; jsdom provides no TextEncoder.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lacks the Fetch `Request` that React Router's data routers create for every navigation.
// Routing only reads its url, method and abort signal, so a small stand-in is enough.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL | { url: string }, init: RequestInit = {}) {
      this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

// jsdom does not scroll; ScrollRestoration and the secondary header call these.
window.scrollTo = () => undefined;
window.scrollBy = () => undefined;

afterEach(() => {
  window.localStorage.clear();
});
