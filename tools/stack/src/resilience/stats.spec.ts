import { figuresByPhase, pickOperation, quantile } from './stats';

describe('resilience figures', () => {
  it('picks operations in the mix of the issue', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const operation = pickOperation(i / 1000);
      counts.set(operation, (counts.get(operation) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ browse: 700, search: 150, 'add to cart': 100, checkout: 50 });
  });

  it('counts requests, failures after retries and quantiles per phase', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    const figures = figuresByPhase(
      [
        { at: 10, ms: 5, status: 200, attempts: 1 },
        { at: 20, ms: 50, status: 200, attempts: 3 },
        { at: 1500, ms: 7, status: 503, attempts: 8 },
        { at: 1600, ms: 9, status: 0, attempts: 8 },
      ],
      [
        { name: 'before', fromMs: 0, toMs: 1000 },
        { name: 'during', fromMs: 1000, toMs: 2000 },
      ],
    );
    expect(figures).toEqual([
      { phase: 'before', requests: 2, errorRate: 0, retried: 1, p50: 5, p99: 50 },
      { phase: 'during', requests: 2, errorRate: 1, retried: 2, p50: 7, p99: 9 },
    ]);
  });
});
