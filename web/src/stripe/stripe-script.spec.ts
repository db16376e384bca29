import { afterEach, describe, expect, it } from '@jest/globals';
import type { StripeConstructor } from '@stripe/stripe-js';
import { loadStripeScript } from './stripe-script.js';

const URL = 'http://127.0.0.1:22111/v3/';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-stripe-js]')];
const fakeStripeJs = (() => ({})) as unknown as StripeConstructor;

describe('loadStripeScript', () => {
  afterEach(() => {
    delete window.Stripe;
    for (const script of scripts()) script.remove();
  });

  it('inserts one async script from the given address and resolves with window.Stripe once it loaded', async () => {
    const first = loadStripeScript(URL);
    const second = loadStripeScript(URL);

    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(URL);
    expect(scripts()[0]?.async).toBe(true);

    window.Stripe = fakeStripeJs;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeStripeJs);
    await expect(second).resolves.toBe(fakeStripeJs);
  });

  it('uses a Stripe.js that is already on the page without adding a script', async () => {
    window.Stripe = fakeStripeJs;
    await expect(loadStripeScript(URL)).resolves.toBe(fakeStripeJs);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails, and takes it out so that a later visit tries again', async () => {
    const failing = loadStripeScript(URL);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);

    void loadStripeScript(URL).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script loads without defining window.Stripe', async () => {
    const loading = loadStripeScript(URL);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define window.Stripe');
  });
});
