import type { StripeConstructor } from '@stripe/stripe-js';

/** Marks the script element this module inserted, so a second caller waits for it instead of adding another. */
const SCRIPT_MARKER = 'data-stripe-js';

function waitForScript(script: HTMLScriptElement, win: Window): Promise<StripeConstructor> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      // A failed script is taken out so that a later visit can try again.
      script.remove();
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      if (win.Stripe) resolve(win.Stripe);
      else fail(`${script.src} loaded but did not define window.Stripe`);
    });
    script.addEventListener('error', () => fail(`${script.src} could not be loaded`));
  });
}

/**
 * Loads Stripe.js from `url` (js.stripe.com, or the Stripe emulator's stand-in) and resolves with
 * `window.Stripe`. The script is inserted once per page: an existing `window.Stripe` is used as it is,
 * and a script still loading is waited for. (`loadStripe` from `@stripe/stripe-js` always loads
 * js.stripe.com, which the emulator set-up cannot reach.)
 */
export function loadStripeScript(url: string, win: Window = window): Promise<StripeConstructor> {
  if (win.Stripe) return Promise.resolve(win.Stripe);
  const doc = win.document;
  const pending = doc.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
  if (pending) return waitForScript(pending, win);

  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, '');
  const loaded = waitForScript(script, win);
  doc.head.appendChild(script);
  return loaded;
}
