import { useId } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { preferencesKeys } from '../../preferences/preferences-api.js';
import { timeZoneOptions } from '../model/time-zone.js';

export const TIME_ZONE_NOT_SAVED = 'Your time zone could not be saved to your account; it is kept in this browser.';

/** The zone every time on the screen is shown in; remembered for the next visit, and saved with a signed-in account. */
export function TimeZoneSelect({ timeZone, onChange }: { timeZone: string; onChange: (zone: string) => void }) {
  const id = useId();
  const lastSave = useMutationState({
    filters: { mutationKey: preferencesKeys.saveTimeZone() },
    select: (mutation) => mutation.state.status,
  }).at(-1);
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
      {lastSave === 'error' && (
        <p className="form-message form-message--error" role="status">
          {TIME_ZONE_NOT_SAVED}
        </p>
      )}
    </div>
  );
}
