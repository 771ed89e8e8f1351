import { SeededRandom, pickWeighted } from './random-source';

describe('SeededRandom', () => {
  it('replays the same draws from the same seed, and different ones from another', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(new SeededRandom(43).next()).not.toBe(first[0]);
  });

  it('draws in [0, 1), spread over the range', () => {
    const random = new SeededRandom(7);
    const draws = Array.from({ length: 10_000 }, () => random.next());
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
    const low = draws.filter((d) => d < 0.5).length;
    expect(low).toBeGreaterThan(4_700);
    expect(low).toBeLessThan(5_300);
  });
});

describe('pickWeighted', () => {
  const prizes = [
    { id: 'a', weight: 3 },
    { id: 'b', weight: 10 },
    { id: 'c', weight: 87 },
  ];

  it('maps a draw onto the slice of its weight', () => {
    expect(pickWeighted(prizes, 0)?.id).toBe('a');
    expect(pickWeighted(prizes, 0.0299)?.id).toBe('a');
    expect(pickWeighted(prizes, 0.03)?.id).toBe('b');
    expect(pickWeighted(prizes, 0.1299)?.id).toBe('b');
    expect(pickWeighted(prizes, 0.13)?.id).toBe('c');
    expect(pickWeighted(prizes, 0.999999)?.id).toBe('c');
  });

  it('keeps an out-of-range draw inside the list and answers null for no prize', () => {
    expect(pickWeighted(prizes, 1)?.id).toBe('c');
    expect(pickWeighted(prizes, -0.5)?.id).toBe('a');
    expect(pickWeighted([], 0.5)).toBeNull();
  });

  it('gives each prize its share over many seeded draws', () => {
    const random = new SeededRandom(2024);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i += 1) {
      const picked = pickWeighted(prizes, random.next());
      if (picked) counts[picked.id] = (counts[picked.id] ?? 0) + 1;
    }
    expect(counts['a']! / 20_000).toBeCloseTo(0.03, 2);
    expect(counts['b']! / 20_000).toBeCloseTo(0.1, 1);
  });
});
