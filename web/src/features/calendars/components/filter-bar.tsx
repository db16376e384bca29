import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import {
  COUNTRIES,
  IMPORTANCE_MAX,
  SECTORS,
  type CalendarPath,
  type CalendarType,
  type SectorKey,
  type Session,
} from '@mc/api/calendars';
import { narrowsRows, startOfWeekInstant, withoutNarrowing, type CalendarFilters } from '../model/calendar-filters.js';
import { CALENDAR_KINDS, SCREEN_TYPES, TYPE_COLORS, type FilterName } from '../model/calendar-kinds.js';
import { bandOf, MARKET_CAP_BANDS } from '../model/market-cap-bands.js';
import { readTimeZone } from '../model/time-zone.js';
import { dayShort } from '../model/day-format.js';

/** How long the search box waits after the last keystroke before the calendar is asked again. */
export const SEARCH_DELAY_MS = 350;

interface FilterBarProps {
  calendar: CalendarPath;
  filters: CalendarFilters;
  onChange: (filters: CalendarFilters) => void;
  /** A screen that offers fewer of the calendar's filters (the month view). */
  only?: readonly FilterName[];
  /** The reader's zone: "Changed this week" starts at its Monday midnight. */
  timeZone?: string;
}

const SESSION_CHOICES: { value: Session; label: string }[] = [
  { value: 'before_open', label: 'Before open' },
  { value: 'during_market', label: 'During market' },
  { value: 'after_close', label: 'After close' },
  { value: 'unknown', label: 'Time not announced' },
];

/** The calendar's filters; each change goes to the address, which the calendar follows. */
export function FilterBar({ calendar, filters, onChange, only, timeZone = readTimeZone() }: FilterBarProps) {
  const id = useId();
  const shown = new Set(CALENDAR_KINDS[calendar].filters.filter((name) => !only || only.includes(name)));
  const set = (change: Partial<CalendarFilters>) => onChange({ ...filters, ...change });
  const band = bandOf(filters.marketCapMin, filters.marketCapMax);

  return (
    <form className="filter-bar" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      {shown.has('search') && (
        <SearchField
          id={`${id}-search`}
          label={CALENDAR_KINDS[calendar].searchLabel}
          value={filters.search}
          onSearch={(search) => set({ search })}
        />
      )}
      {shown.has('country') && (
        <SelectField
          id={`${id}-country`}
          label="Country"
          value={filters.countries.length === 1 ? filters.countries[0] : filters.countries.length ? 'several' : ''}
          onChange={(value) => set({ countries: value === '' ? [] : [value] })}
          options={[
            { value: '', label: 'All countries' },
            ...COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
            ...(filters.countries.length > 1
              ? [{ value: 'several', label: `${filters.countries.length} countries`, disabled: true }]
              : []),
          ]}
        />
      )}
      {shown.has('importance') && (
        <SelectField
          id={`${id}-importance`}
          label="Importance"
          value={filters.importance === null ? '' : String(filters.importance)}
          onChange={(value) => set({ importance: value === '' ? null : Number(value) })}
          options={[
            { value: '', label: 'Any importance' },
            ...Array.from({ length: IMPORTANCE_MAX }, (_, index) => {
              const level = IMPORTANCE_MAX - index;
              return { value: String(level), label: level === IMPORTANCE_MAX ? `${level} only` : `${level} and above` };
            }),
          ]}
        />
      )}
      {shown.has('sector') && (
        <SelectField
          id={`${id}-sector`}
          label="Sector"
          value={filters.sectors.length === 1 ? filters.sectors[0] : filters.sectors.length ? 'several' : ''}
          onChange={(value) => set({ sectors: value === '' ? [] : [value as SectorKey] })}
          options={[
            { value: '', label: 'All sectors' },
            ...SECTORS.map((sector) => ({ value: sector.key, label: sector.label })),
            ...(filters.sectors.length > 1
              ? [{ value: 'several', label: `${filters.sectors.length} sectors`, disabled: true }]
              : []),
          ]}
        />
      )}
      {shown.has('marketCap') && (
        <SelectField
          id={`${id}-market-cap`}
          label="Market cap"
          value={band}
          onChange={(value) => {
            const chosen = MARKET_CAP_BANDS.find((candidate) => candidate.id === value);
            set({ marketCapMin: chosen?.min ?? null, marketCapMax: chosen?.max ?? null });
          }}
          options={[
            { value: 'any', label: 'Any market cap' },
            ...MARKET_CAP_BANDS.map((candidate) => ({ value: candidate.id, label: candidate.label })),
            ...(band === 'custom' ? [{ value: 'custom', label: 'Custom range (from the link)', disabled: true }] : []),
          ]}
        />
      )}
      {shown.has('confirmed') && (
        <SelectField
          id={`${id}-confirmed`}
          label="Date status"
          value={filters.confirmed === null ? '' : String(filters.confirmed)}
          onChange={(value) => set({ confirmed: value === '' ? null : value === 'true' })}
          options={[
            { value: '', label: 'Confirmed and estimated' },
            { value: 'true', label: 'Confirmed only' },
            { value: 'false', label: 'Estimated only' },
          ]}
        />
      )}
      {shown.has('calledOff') && (
        <SelectField
          id={`${id}-called-off`}
          label="Deals"
          value={String(filters.includeCalledOff)}
          onChange={(value) => set({ includeCalledOff: value === 'true' })}
          options={[
            { value: 'false', label: 'Expected and priced' },
            { value: 'true', label: 'Also postponed and withdrawn' },
          ]}
        />
      )}
      {shown.has('session') && (
        <SelectField
          id={`${id}-session`}
          label="Session"
          value={filters.sessions.length === 1 ? filters.sessions[0] : filters.sessions.length ? 'several' : ''}
          onChange={(value) => set({ sessions: value === '' ? [] : [value as Session] })}
          options={[
            { value: '', label: 'Any time' },
            ...SESSION_CHOICES,
            ...(filters.sessions.length > 1 ? [{ value: 'several', label: 'Several sessions', disabled: true }] : []),
          ]}
        />
      )}
      {shown.has('changed') && (
        <SelectField
          id={`${id}-changed`}
          label="Changes"
          value={changedChoice(filters.updatedSince, timeZone)}
          onChange={(value) => set({ updatedSince: value === 'week' ? startOfWeekInstant(timeZone) : null })}
          options={[
            { value: '', label: 'Every row' },
            { value: 'week', label: 'Changed this week' },
            ...(changedChoice(filters.updatedSince, timeZone) === 'since'
              ? [{ value: 'since', label: `Changed since ${dayShort(filters.updatedSince!.slice(0, 10))}`, disabled: true }]
              : []),
          ]}
        />
      )}
      {shown.has('types') && <TypeChoices types={filters.types} onChange={(types) => set({ types })} />}
      {narrowsRows(filters) && (
        <button
          type="button"
          className="button button--ghost button--small filter-bar__clear"
          onClick={() => onChange(withoutNarrowing(filters))}
        >
          Clear filters
        </button>
      )}
    </form>
  );
}

/** Which "Changes" choice an address's `updated_since` is: this week's start, another instant (a link), or none. */
function changedChoice(updatedSince: string | null, timeZone: string): '' | 'week' | 'since' {
  if (updatedSince === null) return '';
  return Date.parse(updatedSince) === Date.parse(startOfWeekInstant(timeZone)) ? 'week' : 'since';
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; disabled?: boolean }[];
}

function SelectField({ id, label, value, onChange, options }: SelectFieldProps) {
  // Wide enough for its longest choice, so that no choice reads cut ("Confirmed and est").
  const longest = Math.max(...options.map((option) => option.label.length));
  return (
    <div className="filter-bar__field filter-bar__field--select" style={{ '--option-chars': longest } as CSSProperties}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select id={id} className="form-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Typing does not ask the API at every keystroke: the search starts once the typing pauses (or on Enter). */
function SearchField({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;
  // The address can change under the box (Clear filters, the back button): follow it, but keep what is
  // being typed when it is the same search (a trailing space).
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => latestOnSearch.current(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="filter-bar__field filter-bar__field--search">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        type="search"
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
    </div>
  );
}

function TypeChoices({ types, onChange }: { types: CalendarType[]; onChange: (types: CalendarType[]) => void }) {
  const toggle = (type: CalendarType, on: boolean) =>
    onChange(
      on ? SCREEN_TYPES.filter((candidate) => candidate === type || types.includes(candidate)) : types.filter((t) => t !== type),
    );
  return (
    <fieldset className="type-choices">
      <legend className="form-field__label">Types (none ticked: every type)</legend>
      {SCREEN_TYPES.map((type) => (
        <label key={type} className="type-choices__choice" style={{ '--type-color': TYPE_COLORS[type] } as CSSProperties}>
          <input type="checkbox" checked={types.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
          {CALENDAR_KINDS[type].label}
        </label>
      ))}
    </fieldset>
  );
}
