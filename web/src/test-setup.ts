import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach } from '@jest/globals';
import { configure } from '@testing-library/react';

// Screens are lazy route chunks: on a busy two-core machine the first import of one can take
// longer than Testing Library's 1 s default wait, which says nothing about the screen itself. In
// a full CI run the company page's first import took over 4 s (its test ran 5.6 s); the unit test
// timeout (10 s) still bounds every test.
configure({ asyncUtilTimeout: 8_000 });

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
