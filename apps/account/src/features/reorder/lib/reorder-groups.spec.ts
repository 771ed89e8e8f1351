import type { ReorderLine } from './reorder-groups';
import { addableLineCount, groupReorderLines } from './reorder-groups';

const line = (id: string, status: ReorderLine['status'], quantity: number): ReorderLine => ({
  variant: { id, gid: id, name: id, path: '', image: null, imageAltText: id },
  status,
  orderedQuantity: 2,
  quantity,
  orderedPrice: 10_000,
  currentPrice: 10_000,
  priceChanged: false,
  alternative: null,
});

describe('groupReorderLines', () => {
  it('groups the lines unavailable first, then capped, repriced and unchanged, without empty groups', () => {
    const lines = [line('a', 'unchanged', 2), line('b', 'unavailable', 0), line('c', 'repriced', 2), line('d', 'unchanged', 1)];
    expect(groupReorderLines(lines).map((group) => [group.status, group.lines.map((l) => l.variant.id)])).toEqual([
      ['unavailable', ['b']],
      ['repriced', ['c']],
      ['unchanged', ['a', 'd']],
    ]);
    expect(addableLineCount(lines)).toBe(3);
  });
});
