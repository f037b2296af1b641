import { parseKeyList } from './key-list-parser.js';

describe('parseKeyList', () => {
  it('reads one key per line, skipping blank lines and reporting the rest', () => {
    const result = parseKeyList('AAAAA-BBBBB-CCCCC\n\n  DDDDD-EEEEE  \nnot a key!\nAB\n');
    expect(result.codes).toEqual([
      { line: 1, code: 'AAAAA-BBBBB-CCCCC' },
      { line: 3, code: 'DDDDD-EEEEE' },
    ]);
    expect(result.invalid.map((r) => r.line)).toEqual([4, 5]);
  });

  it('takes the code column of a CSV with a header', () => {
    const csv = 'product,code,notes\r\nElden Ring,"KEY11-22222-33333",new\r\nElden Ring,KEY44-55555-66666,\r\n';
    expect(parseKeyList(csv).codes.map((c) => c.code)).toEqual(['KEY11-22222-33333', 'KEY44-55555-66666']);
  });

  it('takes the first column of a CSV without a header', () => {
    expect(parseKeyList('KEY11-22222;whatever\nKEY33-44444;x').codes.map((c) => c.code)).toEqual(['KEY11-22222', 'KEY33-44444']);
  });
});
