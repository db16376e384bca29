import { useState } from 'react';
import { createPortalSession } from '../api/billing-api.js';
import { externalNavigation } from '../external-navigation.js';

/** Opens Stripe's customer portal (card, invoices, plan) through a session the bff creates. */
export function ManageBillingButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function openPortal() {
    setBusy(true);
    setError(null);
    try {
      const { url } = (await createPortalSession()) ?? {};
      if (url) {
        externalNavigation.go(url);
        return;
      }
    } catch (failure) {
      console.warn('The billing portal could not be opened.', failure);
    }
    setError('The billing portal could not be opened. Please try again.');
    setBusy(false);
  }

  return (
    <div className="manage-billing">
      <button type="button" className="manage-billing__button" onClick={() => void openPortal()} disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Manage billing'}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
