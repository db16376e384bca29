import { CheckboxField } from './checkbox-field.js';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Spec §2: the required acceptance of the Terms of Service and Privacy Policy; the documents open in
 * a new tab so the form keeps what was typed. The form checks it (with the spec's message), not the
 * browser, hence aria-required rather than required.
 */
export function TermsCheckbox({ checked, onChange, disabled }: TermsCheckboxProps) {
  return (
    <CheckboxField
      name="terms"
      checked={checked}
      disabled={disabled}
      aria-required="true"
      onChange={(event) => onChange(event.target.checked)}
    >
      I accept the <NewTabLink to="/terms-of-use">Terms of Service</NewTabLink> and{' '}
      <NewTabLink to="/privacy-policy">Privacy Policy</NewTabLink>
    </CheckboxField>
  );
}
