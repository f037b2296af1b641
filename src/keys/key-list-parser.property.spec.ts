import fc from 'fast-check';
import { parseKeyList } from './key-list-parser.js';

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{3,98}[A-Za-z0-9]$/;
// A key list's first line that is a column name is a header; a lone key never is one in practice.
const HEADER = /^(code|key|cd[_ ]?key|product[_ ]?key)$/i;
const key = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{3,30}[A-Za-z0-9]$/).filter((code) => !HEADER.test(code));

/** Text the way people paste it: any characters, with line breaks, separators and quotes mixed in. */
const pasted = fc
  .array(fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 }), key, fc.constantFrom('\n', '\r\n', ',', ';', '\t', '"', '\uFEFF', 'code', '')), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

describe('parseKeyList (properties)', () => {
  it('never throws, and accounts for every line: a key, a reason, a blank or the header', () => {
    fc.assert(
      fc.property(pasted, (text) => {
        const { codes, invalid } = parseKeyList(text);
        const lineCount = text.replace(/^\uFEFF/, '').split(/\r?\n/).length;
        const numbers = [...codes.map((c) => c.line), ...invalid.map((r) => r.line)];
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const line of numbers) {
          expect(Number.isInteger(line)).toBe(true);
          expect(line).toBeGreaterThanOrEqual(1);
          expect(line).toBeLessThanOrEqual(lineCount);
        }
        for (const { code } of codes) expect(code).toMatch(CODE);
        for (const { reason } of invalid) expect(reason.length).toBeGreaterThan(0);
        expect(codes.map((c) => c.line)).toEqual([...codes.map((c) => c.line)].sort((a, b) => a - b));
      }),
    );
  });

  it('reads a list of keys back as it was written, whatever the line endings and blank lines', () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\n\n', '\n  \n'), fc.boolean(), (keys, newline, bom) => {
        const { codes, invalid } = parseKeyList(`${bom ? '\uFEFF' : ''}${keys.join(newline)}\n`);
        expect(codes.map((c) => c.code)).toEqual(keys);
        expect(invalid).toEqual([]);
      }),
    );
  });

  it('takes the code column of a CSV export, wherever it is, quoted or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.stringMatching(/^[A-Za-z ]{0,12}$/)), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        fc.constantFrom(',', ';', '\t'),
        ([...rows], codeFirst, separator) => {
          const header = codeFirst ? ['code', 'note'] : ['note', 'Code'];
          const line = (code: string, note: string) => (codeFirst ? [`"${code}"`, note] : [note, code]).join(separator);
          const text = [header.join(separator), ...rows.map(([code, note]) => line(code, note))].join('\n');
          expect(parseKeyList(text).codes.map((c) => c.code)).toEqual(rows.map(([code]) => code));
        },
      ),
    );
  });
});
