import { useId, useState, type KeyboardEvent } from 'react';
import { countryMatches, countryOptionsInEnglish, type CountryOption } from '../data/countries.js';
import './country-select.css';

interface CountrySelectProps {
  /** The chosen country code; '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  options?: readonly CountryOption[];
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The searchable country list (spec §2): an ARIA combobox whose typed text narrows the options by
 * code, English name or native name. Arrow keys move, Enter chooses, Escape closes; leaving the
 * field keeps the country chosen last.
 */
export function CountrySelect({
  value,
  onChange,
  options = countryOptionsInEnglish,
  disabled,
  invalid,
  describedBy,
}: CountrySelectProps) {
  const inputId = useId();
  const listId = useId();
  // null while the user is not searching: the field then shows the chosen country.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const chosen = options.find((option) => option.value === value);
  const visible = query === null ? options : options.filter((option) => countryMatches(option, query));
  const active = open ? visible[Math.min(activeIndex, visible.length - 1)] : undefined;
  const optionId = (option: CountryOption) => `${listId}-${option.value}`;

  function openList() {
    setOpen(true);
    setActiveIndex(
      Math.max(
        0,
        visible.findIndex((option) => option.value === value),
      ),
    );
  }

  function choose(option: CountryOption) {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  }

  function close() {
    setQuery(null);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList();
      else setActiveIndex((index) => Math.min(index + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      else setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      // Choosing a country must not submit the form.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  function handleBlur() {
    // Typing a whole name or code and leaving the field chooses that country.
    const typed = query?.trim().toLowerCase();
    const exact = typed
      ? options.find((option) => option.value.toLowerCase() === typed || option.label.toLowerCase() === typed)
      : undefined;
    if (exact) choose(exact);
    else close();
  }

  return (
    <div className="form-field country-select">
      <label className="form-field__label" htmlFor={inputId}>
        Country
      </label>
      <div className="country-select__control">
        <input
          id={inputId}
          className="form-field__input country-select__input"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Search countries"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={query ?? chosen?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onFocus={(event) => event.target.select()}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        <svg className="country-select__chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      <ul id={listId} className="country-select__list" role="listbox" aria-label="Countries" hidden={!open}>
        {visible.map((option) => (
          <li
            key={option.value}
            id={optionId(option)}
            role="option"
            aria-selected={option.value === value}
            className={option === active ? 'country-select__option country-select__option--active' : 'country-select__option'}
            // Keep the focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
            <span className="country-select__code">{option.value}</span>
          </li>
        ))}
        {visible.length === 0 ? <li className="country-select__empty">No matching country</li> : null}
      </ul>
    </div>
  );
}
