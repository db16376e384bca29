import { useState, type KeyboardEvent } from 'react';

interface TimeFieldProps {
  id: string;
  /** The saved `HH:MM`; the form keys the field by it and by its last save, so each answer starts it afresh. */
  value: string;
  disabled?: boolean;
  /** The id of the words that explain a refusal, when there are some. */
  errorId?: string;
  onSave: (time: string) => void;
}

/**
 * A time of day saved when the reader leaves the field or presses Enter, not at every keystroke; an
 * unfinished time goes back to the saved one.
 */
export function TimeField({ id, value, disabled, errorId, onSave }: TimeFieldProps) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft === '') setDraft(value);
    else if (draft !== value) onSave(draft);
  };
  const commitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <input
      id={id}
      type="time"
      className="form-field__input alert-settings__time"
      value={draft}
      disabled={disabled}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={commitOnEnter}
    />
  );
}
