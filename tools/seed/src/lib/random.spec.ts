import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps next() in [0, 1) and int() within its inclusive bounds', () => {
    const random = createRandom(7);
    const ints = new Set<number>();
    for (let i = 0; i < 5000; i += 1) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      ints.add(random.int(3, 6));
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct elements and shuffles without losing any', () => {
    const random = createRandom(1);
    const items = Array.from({ length: 100 }, (_, i) => i);
    const sample = random.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(random.sample(items, 500)).toHaveLength(100);
    expect(random.shuffle(items).sort((x, y) => x - y)).toEqual(items);
  });

  it('refuses to pick from an empty array', () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});
