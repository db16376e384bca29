import { parse } from 'csv-parse/sync';

/** A refusal of what was uploaded or pasted, under the field it came in. */
export class UnreadableImport extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Pasted tickers, separated by spaces, commas, semicolons or new lines. */
export const valuesOfText = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** Column headers brokers use for the symbol (Fidelity, Schwab, IBKR, TradingView exports). */
const SYMBOL_HEADER = /^(symbol|ticker|tickers|symbols|ticker symbol)$/i;

/**
 * A broker's CSV export: the values of its `Symbol` or `Ticker` column, else of its first column.
 * Rows may have fewer or more cells than the header (totals, notes); a quote that never closes is
 * unreadable. A `Symbol` header names the column, and its row is not a value.
 */
export function valuesOfCsv(text: string): string[] {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new UnreadableImport('file', `The file is not a readable CSV: ${(error as Error).message}`);
  }
  if (!rows.length) throw new UnreadableImport('file', 'The submitted file is empty.');
  const header = rows[0].findIndex((cell) => SYMBOL_HEADER.test(cell));
  const column = header === -1 ? 0 : header;
  return rows
    .slice(header === -1 ? 0 : 1)
    .map((row) => row[column] ?? '')
    .filter(Boolean);
}
