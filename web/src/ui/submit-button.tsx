import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Disabled while busy, and says so. */
export function SubmitButton({ busy, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy || disabled} aria-busy={busy}>
      {busy ? 'Processing...' : children}
    </button>
  );
}
