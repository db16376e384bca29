import { useId, type ReactElement } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface ContactFieldProps {
  label: string;
  error: string | undefined;
  hint?: string;
  /** The input, select or textarea, given the props that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactElement;
}

/** A labelled control with its hint and its error right under it, both announced with the control. */
export function ContactField({ label, error, hint, children }: ContactFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
