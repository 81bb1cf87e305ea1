import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';
import { capped } from './export-queries.js';

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses text that a spreadsheet would run as a formula, but keeps negative amounts numeric', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+8801712345678')).toBe("'+8801712345678");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-500)).toBe('-500');
    // A decimal amount stays a number; anything else passed as one is a bug.
    expect(csvCell({ decimal: '-0.05' })).toBe('-0.05');
    expect(() => csvCell({ decimal: '=1+1' })).toThrow();
  });

  it('writes a header and CRLF-terminated rows', () => {
    expect(
      toCsv(
        ['id', 'note'],
        [
          [1, 'x'],
          [2, null],
        ],
      ),
    ).toBe('id,note\r\n1,x\r\n2,\r\n');
  });
});

describe('the export row cap', () => {
  it('keeps at most the cap and says when rows were left out', () => {
    const rows = [[1], [2], [3]];
    expect(capped(['id'], rows, 3)).toEqual({ header: ['id'], rows, truncated: false });
    expect(capped(['id'], [...rows, [4]], 3)).toEqual({ header: ['id'], rows, truncated: true });
  });
});
