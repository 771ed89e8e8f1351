/**
 * A small seeded pseudo-random source (mulberry32). The generator must give deep-equal output
 * for the same seed on every machine, so it never touches Math.random or the clock.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A new array with the same elements in a shuffled order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements (fewer if the array is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const result = items.slice();
    for (let i = result.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const swap = result[i] as T;
      result[i] = result[j] as T;
      result[j] = swap;
    }
    return result;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    if (count >= items.length) return shuffle(items);
    // Partial Fisher–Yates over indices chosen so far: O(count), not O(items), which matters
    // when picking a few relations out of 100,000 variants.
    const chosen = new Map<number, number>();
    const result: T[] = [];
    for (let i = 0; i < count; i += 1) {
      const j = i + Math.floor(next() * (items.length - i));
      const atJ = chosen.get(j) ?? j;
      const atI = chosen.get(i) ?? i;
      chosen.set(j, atI);
      result.push(items[atJ] as T);
    }
    return result;
  };
  return { next, int, chance: (p) => next() < p, pick, shuffle, sample };
}
