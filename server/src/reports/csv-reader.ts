import { BOM } from './csv.js';

/**
 * Reads the reports' CSV back into cells for tests and tools (the byte-order mark first): a quoted cell is its text (quotes undoubled), an
 * unquoted empty cell is null. Records end in `\n`; cells never contain line breaks in these reports.
 */
export function readCsv(report: string): (string | null)[][] {
  if (report === '') return [];
  if (!report.startsWith(BOM)) throw new Error('A CSV report must start with the UTF-8 byte-order mark');
  const body = report.slice(BOM.length);
  if (!body.endsWith('\n')) throw new Error('A CSV report must end with a line break');
  return body
    .slice(0, -1)
    .split('\n')
    .map((line) => {
      const cells: (string | null)[] = [];
      let i = 0;
      for (;;) {
        if (line[i] === '"') {
          let value = '';
          i += 1;
          for (;;) {
            const next = line.indexOf('"', i);
            if (next < 0) throw new Error(`Unterminated quote in: ${line}`);
            value += line.slice(i, next);
            if (line[next + 1] === '"') {
              value += '"';
              i = next + 2;
            } else {
              i = next + 1;
              break;
            }
          }
          cells.push(value);
        } else {
          const end = line.indexOf(',', i);
          const raw = end < 0 ? line.slice(i) : line.slice(i, end);
          if (raw !== '') throw new Error(`Unquoted value "${raw}" in: ${line}`);
          cells.push(null);
          i = end < 0 ? line.length : end;
        }
        if (i >= line.length) break;
        if (line[i] !== ',') throw new Error(`Expected a comma at ${i} in: ${line}`);
        i += 1;
        if (i === line.length) {
          cells.push(null);
          break;
        }
      }
      return cells;
    });
}
