import { useId } from 'react';
import { timeZoneOptions } from '../model/time-zone.js';

/** The zone every time on the screen is shown in; the choice is remembered for the next visit. */
export function TimeZoneSelect({ timeZone, onChange }: { timeZone: string; onChange: (zone: string) => void }) {
  const id = useId();
  return (
    <div className="time-zone-select">
      <label htmlFor={id} className="form-field__label">
        Time zone
      </label>
      <select id={id} className="form-field__input" value={timeZone} onChange={(event) => onChange(event.target.value)}>
        {timeZoneOptions(timeZone).map((option) => (
          <option key={option.zone} value={option.zone}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
