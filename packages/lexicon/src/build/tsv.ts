/** Reads the lexicon's TSV files: one header line, tab-separated, no quoting (see their README). */
import { readFileSync } from 'node:fs';

export type Row = Record<string, string>;

export function readTsv(file: string): Row[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = (lines[0] ?? '').replace(/\r$/, '').split('\t');
  const rows: Row[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.trim() === '') continue;
    const cells = line.split('\t');
    const row: Row = {};
    header.forEach((h, j) => {
      row[h] = (cells[j] ?? '').trim();
    });
    rows.push(row);
  }
  return rows;
}

/** A `|`-separated cell as a list (empty cell → []). */
export function list(cell: string | undefined): string[] {
  return cell
    ? cell
        .split('|')
        .map((x) => x.trim())
        .filter((x) => x !== '')
    : [];
}
