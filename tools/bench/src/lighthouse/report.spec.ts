import { lighthouseFigures, medianFigures } from './report';

function report(score: number, lcp: number, bfcacheItems: { reason: string }[] = []) {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'total-byte-weight': { numericValue: 300_000 },
      'bf-cache': { score: bfcacheItems.length ? 0 : 1, details: { items: bfcacheItems } },
    },
  };
}

describe('lighthouseFigures', () => {
  it('reads the score as a percentage and the metrics in their units', () => {
    expect(lighthouseFigures(report(0.96, 1800))).toEqual({
      performance: 96,
      lcpMs: 1800,
      tbtMs: 120,
      cls: 0.01,
      transferBytes: 300_000,
      bfcache: 'ok',
    });
  });

  it('names what kept the page out of the back/forward cache', () => {
    const figures = lighthouseFigures(report(0.9, 1800, [{ reason: 'Pages whose main resource has cache-control:no-store cannot enter back/forward cache.' }]));
    expect(figures.bfcache).toMatch(/no-store/);
  });

  it('refuses a report without a metric rather than printing a zero', () => {
    expect(() => lighthouseFigures({ categories: { performance: { score: 1 } }, audits: {} })).toThrow(/largest-contentful-paint/);
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median, so one slow run does not move the result', () => {
    const runs = [report(0.97, 1700), report(0.5, 9000), report(0.95, 1900)].map(lighthouseFigures);
    expect(medianFigures(runs)).toMatchObject({ performance: 95, lcpMs: 1900 });
  });
});
