import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CompanySearchAnswer, CompanySuggestion } from '@mc/api';
import { useBffQuery } from '../../api/bff-query.js';
import { companyKeys, companySearchUrl } from '../../features/market/company-api.js';
import { useTypingPause } from './use-typing-pause.js';

/** Suggestions are asked for once typing pauses this long. */
const SUGGEST_AFTER_MS = 150;
/** Companies' names and tickers change with a profile refresh, not from minute to minute. */
const SUGGESTIONS_FRESH_MS = 5 * 60_000;

/**
 * Spec §2: the typed text, upper-cased, opens /company/{SYMBOL}; there is deliberately no emptiness
 * check. Spaces around it are dropped ("  brk.b " is BRK.B): a symbol never has any. As the reader types,
 * up to 8 companies the catalysts service knows are suggested by ticker or name (issue 20 §5), in an ARIA
 * combobox: arrows move through them, Enter opens the one chosen, or the typed symbol when none is.
 */
export function SymbolSearch() {
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useTypingPause(query.trim(), SUGGEST_AFTER_MS);
  const { data } = useBffQuery<CompanySearchAnswer>({
    key: companyKeys.search(search),
    path: companySearchUrl(search),
    enabled: search !== '',
    sameForEveryone: true,
    staleTime: SUGGESTIONS_FRESH_MS,
    // The last suggestions stay while the next ones load, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
  });
  const suggestions: CompanySuggestion[] = open && query.trim() && search ? (data?.results ?? []) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function openCompany(symbol: string) {
    setQuery('');
    setOpen(false);
    setActive(-1);
    void navigate(`/company/${encodeURIComponent(symbol)}`);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    openCompany(chosen ? chosen.ticker : query.trim().toUpperCase());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From nothing chosen, down goes to the first and up to the last; both wrap around.
      setActive((current) => (current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; a second one is the search box's own (it clears the text).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form className="symbol-search" role="search" onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Search symbols
      </label>
      <svg className="symbol-search__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </svg>
      <input
        id={inputId}
        className="symbol-search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search symbols"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} className="symbol-search__suggestions" role="listbox" aria-label="Companies" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.ticker}
            id={optionId(index)}
            className="symbol-search__suggestion"
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the click is not lost to its blur closing the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openCompany(suggestion.ticker)}
          >
            <span className="symbol-search__ticker">{suggestion.ticker}</span>
            <span className="symbol-search__name">{suggestion.name}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
