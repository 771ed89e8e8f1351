import { parseReorderPaging, reorderPageUrl } from './reorder-paging';

describe('reorder paging', () => {
  it('reads :pages/:range, defaults without them, refuses what is out of range', () => {
    expect(parseReorderPaging(undefined, undefined)).toEqual({ page: 1, range: 24 });
    expect(parseReorderPaging('3', '12')).toEqual({ page: 3, range: 12 });
    for (const [pages, range] of [['0', '24'], ['1', '0'], ['1', '61'], ['x', '24'], ['1', '2.5'], ['-1', '24']]) {
      expect(parseReorderPaging(pages, range)).toBeNull();
    }
  });

  it('writes the first page of the default size as the bare route', () => {
    expect(reorderPageUrl({ page: 1, range: 24 })).toBe('/account/reorder');
    expect(reorderPageUrl({ page: 2, range: 24 })).toBe('/account/reorder/2/24');
    expect(reorderPageUrl({ page: 1, range: 12 })).toBe('/account/reorder/1/12');
  });
});
