import type { WatchlistImportAnswer } from '@mc/api';

/** After an import: the list made, and each value left out with the API's reason. */
export function ImportReport({ answer }: { answer: WatchlistImportAnswer }) {
  return (
    <div className="import-report">
      <p>
        Created “{answer.name}” with {answer.ticker_count} {answer.ticker_count === 1 ? 'ticker' : 'tickers'}.
      </p>
      {answer.skipped.length > 0 && (
        <>
          <p>
            {answer.skipped.length} {answer.skipped.length === 1 ? 'value was' : 'values were'} skipped:
          </p>
          <ul className="import-report__skipped">
            {answer.skipped.map((skipped, index) => (
              <li key={`${index}:${skipped.value}`}>
                <strong>{skipped.value}</strong>: {skipped.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
