/** What the benchmark reads from one Lighthouse run. */
export interface LighthouseFigures {
  /** The performance score, 0–100. */
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes over the wire (compressed), Lighthouse's total-byte-weight. */
  readonly transferBytes: number;
  /** "ok", or the reasons the page could not enter the back/forward cache. */
  readonly bfcache: string;
}

interface Audit {
  readonly score?: number | null;
  readonly numericValue?: number;
  readonly details?: { readonly items?: readonly { readonly reason?: string }[] };
}

interface LighthouseResult {
  readonly categories: { readonly performance: { readonly score: number | null } };
  readonly audits: Readonly<Record<string, Audit | undefined>>;
}

function numeric(result: LighthouseResult, id: string): number {
  const value = result.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`the Lighthouse report has no ${id}`);
  return value;
}

/** The figures of one Lighthouse JSON report (lhr). */
export function lighthouseFigures(report: unknown): LighthouseFigures {
  const result = report as LighthouseResult;
  const bfcache = result.audits['bf-cache'];
  const reasons = (bfcache?.details?.items ?? []).map((item) => item.reason).filter(Boolean);
  return {
    performance: Math.round((result.categories.performance.score ?? 0) * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferBytes: numeric(result, 'total-byte-weight'),
    bfcache: bfcache?.score === 1 || reasons.length === 0 ? 'ok' : reasons.join('; '),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs (a figure's own median, as Lighthouse's docs advise). */
export function medianFigures(samples: readonly LighthouseFigures[]): LighthouseFigures {
  if (samples.length === 0) throw new Error('no Lighthouse run to summarise');
  return {
    performance: Math.round(median(samples.map((s) => s.performance))),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    transferBytes: median(samples.map((s) => s.transferBytes)),
    bfcache: samples.find((s) => s.bfcache !== 'ok')?.bfcache ?? 'ok',
  };
}
