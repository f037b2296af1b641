/** One line of a pasted key list that could not be taken, with the reason. */
export interface RejectedLine {
  line: number;
  reason: string;
}

export interface ParsedKeyList {
  codes: { line: number; code: string }[];
  invalid: RejectedLine[];
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{3,98}[A-Za-z0-9]$/;
const HEADER = /^(code|key|cd[_ ]?key|product[_ ]?key)$/i;

/**
 * Reads a pasted list or a CSV export: one key per line, or the `code`/`key` column of a CSV with a
 * header (otherwise its first column). Blank lines are skipped; anything else that is not a key is reported.
 */
export function parseKeyList(text: string): ParsedKeyList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cellsOf = (line: string) => line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
  let column = 0;
  let start = 0;
  const header = cellsOf(lines[0] ?? '');
  const named = header.findIndex((cell) => HEADER.test(cell));
  if (named >= 0) {
    column = named;
    start = 1;
  }

  const result: ParsedKeyList = { codes: [], invalid: [] };
  for (let index = start; index < lines.length; index++) {
    if (!lines[index].trim()) continue;
    const code = cellsOf(lines[index])[column] ?? '';
    if (CODE.test(code)) result.codes.push({ line: index + 1, code });
    else result.invalid.push({ line: index + 1, reason: code ? 'not a key: use 5 to 100 letters, digits and dashes' : 'no key in this line' });
  }
  return result;
}
