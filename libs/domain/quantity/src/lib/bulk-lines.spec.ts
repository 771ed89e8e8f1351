import { BULK_LINE_LIMITS, BulkLineError, parseBulkLines } from './bulk-lines';

describe('parseBulkLines (bulk quote pasted lines)', () => {
  it('reads "SKU quantity" with spaces, tabs, commas or semicolons, skipping blank lines', () => {
    const parsed = parseBulkLines('var_0001 4\n\nvar_0002\t12\r\nvar-0003, 1\n  var_0004 ; 1000  \n');
    expect(parsed.lines).toEqual([
      { sku: 'var_0001', quantity: 4 },
      { sku: 'var_0002', quantity: 12 },
      { sku: 'var-0003', quantity: 1 },
      { sku: 'var_0004', quantity: 1000 },
    ]);
    expect(parsed.rejected).toEqual([]);
  });

  it('rejects each bad line with its 1-based number, its text and the reason', () => {
    const parsed = parseBulkLines(
      ['var_0001 2', 'var_0002', 'gạo 3', 'var_0003 2 3', 'var_0004 0', 'var_0005 1001', 'var_0006 2.5', 'var_0007 1.000', 'VAR_0001 1'].join('\n'),
    );
    expect(parsed.lines).toEqual([{ sku: 'var_0001', quantity: 2 }]);
    expect(parsed.rejected).toEqual([
      { lineNumber: 2, text: 'var_0002', error: BulkLineError.FORMAT },
      { lineNumber: 3, text: 'gạo 3', error: BulkLineError.FORMAT },
      { lineNumber: 4, text: 'var_0003 2 3', error: BulkLineError.FORMAT },
      { lineNumber: 5, text: 'var_0004 0', error: BulkLineError.QUANTITY },
      { lineNumber: 6, text: 'var_0005 1001', error: BulkLineError.QUANTITY },
      { lineNumber: 7, text: 'var_0006 2.5', error: BulkLineError.QUANTITY },
      { lineNumber: 8, text: 'var_0007 1.000', error: BulkLineError.QUANTITY },
      { lineNumber: 9, text: 'VAR_0001 1', error: BulkLineError.DUPLICATE },
    ]);
  });

  it('counts the products already listed as duplicates and towards the limit', () => {
    expect(parseBulkLines('var_0001 2', ['VAR_0001']).rejected[0]?.error).toBe(BulkLineError.DUPLICATE);
    const listed = Array.from({ length: BULK_LINE_LIMITS.maxLines - 1 }, (_, index) => `v${index}`);
    const parsed = parseBulkLines('x1 1\nx2 1', listed);
    expect(parsed.lines).toEqual([{ sku: 'x1', quantity: 1 }]);
    expect(parsed.rejected).toEqual([{ lineNumber: 2, text: 'x2 1', error: BulkLineError.TOO_MANY }]);
  });

  it('answers nothing for an empty paste', () => {
    expect(parseBulkLines('  \n\n')).toEqual({ lines: [], rejected: [] });
  });
});
