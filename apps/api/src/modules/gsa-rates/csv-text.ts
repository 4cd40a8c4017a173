/** A small RFC 4180 reader: quoted cells with commas, doubled quotes and line breaks; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map((r) => r.cells);
}

/** The same reader, keeping the line each row starts on (a quoted cell may span lines), for messages naming it. */
export function parseCsvLines(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && src[i + 1] !== '\n')) line++;
        cell += c;
      }
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push({ line: start, cells: row });
      row = [];
      cell = '';
      start = ++line;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push({ line: start, cells: row });
  }
  // Blank lines (a trailing newline, an empty line in the middle) are not rows.
  return rows.filter((r) => r.cells.some((v) => v.trim() !== ''));
}
