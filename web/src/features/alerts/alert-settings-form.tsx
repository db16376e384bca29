import { useId } from 'react';
import type { Watchlist } from '@mc/api';
import { QueryStates } from '../../ui/load-states.js';
import { useTimeZone } from '../calendars/hooks/use-time-zone.js';
import { REMINDER_DAYS_MAX, type AlertSettings, type AlertSettingsChange } from './alert-api.js';
import { useAlertSettings, useChangeAlertSettings } from './alert-queries.js';
import { settingsErrors, type SettingsField } from './alert-settings-errors.js';
import { TimeField } from './time-field.js';
import './alerts.css';

const REMINDER_CHOICES = Array.from({ length: REMINDER_DAYS_MAX + 1 }, (_, days) => ({
  days,
  words: days === 0 ? 'None' : days === 1 ? 'The trading day before' : `${days} trading days before`,
}));

/**
 * One list's alerts (issue 22 §2): reminders before each catalyst, the pre-market digest, change alerts. Each
 * choice is saved as it is made and shown at once; a refused one is put back with the API's words at its field.
 */
export function AlertSettingsForm({ list }: { list: Watchlist }) {
  const id = useId();
  const settings = useAlertSettings(list.id);
  return (
    <section className="alert-settings" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="alert-settings__title">
        Alerts for {list.name}
      </h3>
      <QueryStates query={settings} what="the alert settings" placement="inline">
        {(current) => <SettingsFields list={list} current={current} />}
      </QueryStates>
    </section>
  );
}

function SettingsFields({ list, current }: { list: Watchlist; current: AlertSettings }) {
  const id = useId();
  const [timeZone] = useTimeZone();
  const change = useChangeAlertSettings(list.id);
  const errors = settingsErrors(change.error);
  const save = (next: AlertSettingsChange) => change.mutate(next);
  // A time field starts afresh from the settings after every save, so a refused time shows the saved one again
  // even when the refusal came before the optimistic value was drawn.
  const errorId = (field: SettingsField) => (errors.fields[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: SettingsField) =>
    errors.fields[field] && (
      <p id={`${id}-${field}-error`} className="alert-settings__error" role="alert">
        {errors.fields[field]}
      </p>
    );

  return (
    <div className="alert-settings__fields">
      <div className="alert-settings__row">
        <label className="alert-settings__label" htmlFor={`${id}-reminder`}>
          Reminders
        </label>
        <div className="alert-settings__controls">
          <select
            id={`${id}-reminder`}
            className="form-field__input alert-settings__select"
            value={current.reminder_days}
            aria-invalid={errorId('reminder_days') ? true : undefined}
            aria-describedby={errorId('reminder_days')}
            onChange={(event) => save({ reminder_days: Number(event.target.value) })}
          >
            {REMINDER_CHOICES.map(({ days, words }) => (
              <option key={days} value={days}>
                {words}
              </option>
            ))}
          </select>
          <label className="alert-settings__at" htmlFor={`${id}-reminder-time`}>
            at
          </label>
          <TimeField
            key={`${current.reminder_time}@${change.submittedAt}`}
            id={`${id}-reminder-time`}
            value={current.reminder_time}
            disabled={current.reminder_days === 0}
            errorId={errorId('reminder_time')}
            onSave={(time) => save({ reminder_time: time })}
          />
        </div>
        {fieldError('reminder_days')}
        {fieldError('reminder_time')}
      </div>
      <div className="alert-settings__row">
        <label className="alert-settings__check">
          <input
            type="checkbox"
            checked={current.digest}
            aria-invalid={errorId('digest') ? true : undefined}
            aria-describedby={errorId('digest')}
            onChange={(event) => save({ digest: event.target.checked })}
          />
          Pre-market digest
        </label>
        <div className="alert-settings__controls">
          <label className="alert-settings__at" htmlFor={`${id}-digest-time`}>
            on trading days at
          </label>
          <TimeField
            key={`${current.digest_time}@${change.submittedAt}`}
            id={`${id}-digest-time`}
            value={current.digest_time}
            disabled={!current.digest}
            errorId={errorId('digest_time')}
            onSave={(time) => save({ digest_time: time })}
          />
        </div>
        {fieldError('digest')}
        {fieldError('digest_time')}
      </div>
      <div className="alert-settings__row">
        <label className="alert-settings__check">
          <input
            type="checkbox"
            checked={current.change_alerts}
            aria-invalid={errorId('change_alerts') ? true : undefined}
            aria-describedby={errorId('change_alerts') ?? `${id}-changes-hint`}
            onChange={(event) => save({ change_alerts: event.target.checked })}
          />
          Change alerts
        </label>
        <p id={`${id}-changes-hint`} className="alert-settings__hint">
          Within minutes of a date moving or being confirmed, a new time or status, an outcome or a removal.
        </p>
        {fieldError('change_alerts')}
      </div>
      <p className="alert-settings__hint">
        By e-mail and in your alerts; times in your time zone ({timeZone.replace(/_/g, ' ')}). Reminders and the digest go on
        trading days only, skipping weekends and market holidays; a digest comes only when your lists have something that day,
        once a day at the earliest digest time of your lists.
      </p>
      <p className="alert-settings__error" role="alert">
        {errors.form}
      </p>
    </div>
  );
}
