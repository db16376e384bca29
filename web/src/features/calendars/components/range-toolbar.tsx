import { useId, useState, type FormEvent } from 'react';
import { rangeLabel } from '../model/day-format.js';
import { daysIn, rangeProblem, sameRange, shiftRange, type DayRange } from '../model/day-range.js';
import { TimeZoneSelect } from './time-zone-select.js';

interface RangeToolbarProps {
  /** The range on screen (the API's answer), null until it is known. */
  shown: DayRange | null;
  currentWeek: DayRange | null;
  /** A preview: only the current week may be shown. */
  locked: boolean;
  /** A range, or null for the current week (the address then carries no dates). */
  onRangeChange: (range: DayRange | null) => void;
  /** The mosaic shows a week at a time: no custom range there. */
  customRange?: boolean;
  /** The button back to the screen's own range ("This week"; the agenda's is longer). */
  homeLabel?: string;
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
}

/** "week", "2 weeks", "10 days": what the previous and next buttons step by. */
function stepWords(range: DayRange): string {
  const days = daysIn(range);
  if (days === 7) return 'week';
  if (days % 7 === 0) return `${days / 7} weeks`;
  return days === 1 ? 'day' : `${days} days`;
}

/** Week navigation (previous, this, next), a custom range and the zone times are shown in. */
export function RangeToolbar(props: RangeToolbarProps) {
  const {
    shown,
    currentWeek,
    locked,
    onRangeChange,
    customRange = true,
    homeLabel = 'This week',
    timeZone,
    onTimeZoneChange,
  } = props;
  const onCurrentWeek = sameRange(shown, currentWeek);
  const steps = shown ? stepWords(shown) : 'week';
  const lockNote = locked ? ' (subscribers only)' : '';

  return (
    <div className="range-toolbar">
      <div className="range-toolbar__range">
        <p className="range-toolbar__label" aria-live="polite">
          {shown ? rangeLabel(shown) : homeLabel}
        </p>
        <div className="range-toolbar__steps" role="group" aria-label="Dates shown">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!shown || locked}
            onClick={() => shown && onRangeChange(shiftRange(shown, -1))}
          >
            <span aria-hidden="true">‹</span> Previous {steps}
            {lockNote && <span className="visually-hidden">{lockNote}</span>}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={onCurrentWeek}
            onClick={() => onRangeChange(null)}
          >
            {homeLabel}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!shown || locked}
            onClick={() => shown && onRangeChange(shiftRange(shown, 1))}
          >
            Next {steps} <span aria-hidden="true">›</span>
            {lockNote && <span className="visually-hidden">{lockNote}</span>}
          </button>
        </div>
      </div>
      {customRange && !locked && (
        <CustomRangeForm key={shown ? `${shown.from}/${shown.to}` : 'none'} shown={shown} onRange={onRangeChange} />
      )}
      <TimeZoneSelect timeZone={timeZone} onChange={onTimeZoneChange} />
    </div>
  );
}

function CustomRangeForm({ shown, onRange }: { shown: DayRange | null; onRange: (range: DayRange) => void }) {
  const id = useId();
  const [from, setFrom] = useState(shown?.from ?? '');
  const [to, setTo] = useState(shown?.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = rangeProblem(from, to);
    setProblem(refusal);
    if (!refusal) onRange({ from, to });
  }

  return (
    <form className="custom-range" onSubmit={submit} aria-label="Custom range" noValidate>
      <label className="custom-range__field" htmlFor={`${id}-from`}>
        From
        <input
          id={`${id}-from`}
          className="form-field__input"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className="custom-range__field" htmlFor={`${id}-to`}>
        To
        <input id={`${id}-to`} className="form-field__input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="submit" className="button button--ghost button--small">
        Show range
      </button>
      {problem && (
        <p className="custom-range__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
