import type { RestRoute } from '@gio/contracts';

/**
 * A 2xx answer that does not fit the route's response schema: the gateway and the client no
 * longer agree. Raised in development and tests only, so the drift fails a test, not a shopper.
 */
export class ContractDriftError extends Error {
  override readonly name: string = 'ContractDriftError';
  readonly method: string;
  readonly path: string;
  readonly issues: readonly string[];

  constructor(route: Pick<RestRoute, 'method' | 'path'>, issues: readonly string[]) {
    super(`${route.method} ${route.path} answered outside its contract: ${issues.join('; ')}`);
    this.method = route.method;
    this.path = route.path;
    this.issues = issues;
  }
}

/** Throws ContractDriftError unless `answer` fits `route.response`. */
export function checkAnswer(route: RestRoute, answer: unknown): void {
  const result = route.response.safeParse(answer);
  if (result.success) return;
  throw new ContractDriftError(
    route,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
  );
}
