import { withinOneEdit } from './edit-distance';

describe('withinOneEdit', () => {
  it.each([
    ['vinamil', 'vinamilk', true],
    ['vinamilk', 'vinamil', true],
    ['vinamolk', 'vinamilk', true],
    ['vinamlik', 'vinamilk', true],
    ['sua', 'sua', true],
    ['vnamik', 'vinamilk', false],
    ['abcd', 'badc', false],
  ])('%s ~ %s is %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
