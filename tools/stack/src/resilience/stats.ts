/** One HTTP call as a client saw it, after its retries. */
export interface CallRecord {
  /** Milliseconds since the run started, when the call began. */
  readonly at: number;
  /** From the first attempt to the last answer, retries included. */
  readonly ms: number;
  /** The final status; 0 when no answer came (network error on every attempt). */
  readonly status: number;
  readonly attempts: number;
}

/** A stretch of the run between two faults. */
export interface Phase {
  readonly name: string;
  readonly fromMs: number;
  readonly toMs: number;
}

export interface PhaseFigures {
  readonly phase: string;
  readonly requests: number;
  /** Calls whose final answer was a 5xx or none at all, over all calls. */
  readonly errorRate: number;
  readonly retried: number;
  readonly p50: number;
  readonly p99: number;
}

/** The q-quantile (0…1) of `sorted`, nearest rank; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

export const isServerFailure = (status: number) => status === 0 || status >= 500;

/** Requests, error rate after retries and latency quantiles of the calls begun in each phase. */
export function figuresByPhase(calls: readonly CallRecord[], phases: readonly Phase[]): PhaseFigures[] {
  return phases.map((phase) => {
    const inPhase = calls.filter((call) => call.at >= phase.fromMs && call.at < phase.toMs);
    const latencies = inPhase.map((call) => call.ms).sort((a, b) => a - b);
    const failed = inPhase.filter((call) => isServerFailure(call.status)).length;
    return {
      phase: phase.name,
      requests: inPhase.length,
      errorRate: inPhase.length === 0 ? 0 : failed / inPhase.length,
      retried: inPhase.filter((call) => call.attempts > 1).length,
      p50: Math.round(quantile(latencies, 0.5)),
      p99: Math.round(quantile(latencies, 0.99)),
    };
  });
}

/** The operation a client does next, by the run's mix (browse 70 %, search 15 %, cart 10 %, checkout 5 %). */
export type Operation = 'browse' | 'search' | 'add to cart' | 'checkout';

export const MIX: readonly (readonly [Operation, number])[] = [
  ['browse', 0.7],
  ['search', 0.15],
  ['add to cart', 0.1],
  ['checkout', 0.05],
];

/** Picks an operation for a uniform `draw` in [0, 1). */
export function pickOperation(draw: number): Operation {
  let sum = 0;
  for (const [operation, share] of MIX) {
    sum += share;
    if (draw < sum) return operation;
  }
  return 'browse';
}
