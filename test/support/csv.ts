/**
 * Reads RFC 4180 CSV: fields separated by commas, records ended by CRLF, quoted fields with their
 * quotes doubled. Fails on text that does not end its last record with CRLF.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length) throw new Error('the CSV does not end its last record with CRLF');
  return rows;
}
