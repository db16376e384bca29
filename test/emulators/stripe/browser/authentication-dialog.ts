import type { DomDocument } from './dom.js';

/**
 * The emulated 3D Secure challenge: a modal in the page with "Complete authentication" and "Fail
 * authentication" (`data-testid` `stripe-3ds-complete` / `stripe-3ds-fail`). Runs in the browser:
 * self-contained, the server sends its source text.
 */
export function askForAuthentication(doc: DomDocument): Promise<'complete' | 'fail'> {
  return new Promise((resolve) => {
    const overlay = doc.createElement('div');
    overlay.setAttribute('data-testid', 'stripe-3ds-dialog');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', '3D Secure authentication');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;background:rgba(10,37,64,.55);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif';
    const box = doc.createElement('div');
    box.style.cssText = 'background:#fff;border-radius:8px;padding:24px;max-width:360px;box-shadow:0 8px 24px rgba(0,0,0,.3)';
    const title = doc.createElement('h2');
    title.textContent = '3D Secure authentication';
    title.style.cssText = 'margin:0 0 8px;font-size:18px';
    const text = doc.createElement('p');
    text.textContent = 'Stripe emulator: your bank asks you to confirm this card. Choose the outcome.';
    box.appendChild(title);
    box.appendChild(text);
    const choose = (label: string, outcome: 'complete' | 'fail', testId: string) => {
      const button = doc.createElement('button');
      button.textContent = label;
      button.setAttribute('type', 'button');
      button.setAttribute('data-testid', testId);
      button.style.cssText = 'margin:8px 8px 0 0;padding:8px 12px;border-radius:4px;border:1px solid #635bff;cursor:pointer';
      button.addEventListener('click', () => {
        overlay.remove();
        resolve(outcome);
      });
      box.appendChild(button);
    };
    choose('Complete authentication', 'complete', 'stripe-3ds-complete');
    choose('Fail authentication', 'fail', 'stripe-3ds-fail');
    overlay.appendChild(box);
    doc.body.appendChild(overlay);
  });
}
