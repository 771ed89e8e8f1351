import { randomInt } from 'node:crypto';

/** Numbers in [0, 1) for prize draws; injected so that tests draw what they expect. */
export interface RandomSource {
  next(): number;
}

/**
 * mulberry32: a small seeded generator with a full 2^32 period. The seed decides the whole
 * sequence, so a given seed replays the same draws (tests, and an audit of a disputed draw
 * given the process's seed); production seeds it from the CSPRNG at start.
 */
export class SeededRandom implements RandomSource {
  private state: number;

  constructor(readonly seed: number = randomInt(0, 2 ** 32 - 1)) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}

/** A weighted choice: `draw` in [0, 1) falls in the slice of one of the weights (all > 0). */
export function pickWeighted<T extends { readonly weight: number }>(
  items: readonly T[],
  draw: number,
): T | null {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || total <= 0) return null;
  let point = Math.min(Math.max(draw, 0), 1 - Number.EPSILON) * total;
  for (const item of items) {
    if (point < item.weight) return item;
    point -= item.weight;
  }
  return items[items.length - 1] ?? null;
}
