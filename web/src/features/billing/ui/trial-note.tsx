import './trial-note.css';

/** Spec §2: the free-trial note under the subscribe buttons. */
export function TrialNote() {
  return (
    <p className="trial-note">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
      </svg>
      Includes a 7-day free trial
    </p>
  );
}
