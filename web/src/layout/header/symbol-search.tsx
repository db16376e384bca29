import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Spec §2: the typed text, upper-cased, opens /company/{SYMBOL}; there is deliberately no emptiness
 * check. Spaces around it are dropped ("  brk.b " is BRK.B): a symbol never has any.
 */
export function SymbolSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery('');
    void navigate(`/company/${encodeURIComponent(query.trim().toUpperCase())}`);
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
        placeholder="Search symbols"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
