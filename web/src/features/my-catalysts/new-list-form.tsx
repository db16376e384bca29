import { useId, useState, type FormEvent } from 'react';
import type { WatchlistImportAnswer } from '@mc/api';
import { WATCHLIST_NAME_MAX } from '@mc/api/watchlists';
import { FormMessages } from '../../ui/form-messages.js';
import { TextField } from '../../ui/text-field.js';
import { ImportReport } from './skipped-report.js';
import { importFile, importText } from './watchlist-api.js';
import { mutationErrorMessage } from './mutation-error.js';
import { useWatchlistMutation } from './watchlist-queries.js';

interface NewList {
  name: string;
  text: string;
  file: File | null;
}

/** A broker's CSV goes as a file; pasted tickers as text. Either way the API says what it skipped. */
const importList = ({ name, text, file }: NewList): Promise<WatchlistImportAnswer> =>
  file ? importFile(name, file) : importText({ name, text });

/** What the form can tell before asking: a name, and something to import. */
function problemOf({ name, text, file }: NewList): string | null {
  if (name.trim() === '') return 'Give the list a name.';
  if (name.trim().length > WATCHLIST_NAME_MAX) return `Keep the name to ${WATCHLIST_NAME_MAX} characters.`;
  if (!file && text.trim() === '') return 'Paste some tickers or choose a CSV file.';
  return null;
}

/** A new list from pasted tickers or a broker's CSV export (a `Symbol` or `Ticker` column, else the first). */
export function NewListForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const create = useWatchlistMutation(importList);

  function submit(event: FormEvent) {
    event.preventDefault();
    const list = { name: name.trim(), text, file };
    const refusal = problemOf(list);
    setProblem(refusal);
    if (refusal) return;
    create.mutate(list, {
      onSuccess: () => {
        setName('');
        setText('');
        setFile(null);
        // A file input is emptied by drawing a new one.
        setFileKey((key) => key + 1);
      },
    });
  }

  const error = problem ?? (create.isError ? mutationErrorMessage(create.error, 'create the list') : null);

  return (
    <form className="list-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="list-form__title">
        New list
      </h2>
      <TextField label="Name" value={name} maxLength={WATCHLIST_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-text`}>
          Tickers
        </label>
        <textarea
          id={`${id}-text`}
          className="form-field__input list-form__tickers"
          rows={4}
          placeholder="AAPL, MSFT NVDA"
          aria-describedby={`${id}-text-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-text-hint`} className="list-form__hint">
          Separated by spaces, commas or new lines.
        </p>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-file`}>
          Or upload a CSV
        </label>
        <input
          key={fileKey}
          id={`${id}-file`}
          className="list-form__file"
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-file-hint`} className="list-form__hint">
          A broker&apos;s export: its Symbol or Ticker column, else the first.
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create list'}
      </button>
      <FormMessages error={error} success={create.isSuccess && !problem ? <ImportReport answer={create.data} /> : null} />
    </form>
  );
}
