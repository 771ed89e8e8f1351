import type { PageDataResponse } from '@gio/contracts';
import type { SharedAnswerCache } from '../http/shared-answer-cache';

/** Page data as one answer: the object to draw a first load from, the JSON a client is sent. */
export interface PageAnswer {
  /** The page data, a redirect or null (no such page). */
  readonly result: () => PageDataResponse | null;
  /** The result as JSON when it is page data (not a redirect or a miss). */
  readonly json: string | null;
}

/** A built answer, handed on as it is. */
export function builtAnswer(
  result: PageDataResponse | null,
  json: string | null = null,
): PageAnswer {
  return { result: () => result, json };
}

function fromJson(json: string): PageAnswer {
  // Parsed only to draw a first load (a client takes the JSON as it is), and per request, so
  // that no drawing of a page can change what the next visitor gets.
  return { result: () => JSON.parse(json) as PageDataResponse, json };
}

/**
 * Page data that depends only on the catalogue and the address, never on who asks (the product
 * page), shared between visitors by the response cache's rules (`SharedAnswerCache`): kept from
 * the second ask within its time-to-live, dropped when the catalogue version moves, one
 * computation for concurrent misses. Redirects and misses are computed every time.
 */
export class SharedPageData {
  constructor(
    private readonly cache: SharedAnswerCache,
    private readonly catalogueVersion: () => Promise<number>,
  ) {}

  async answer(key: string, build: () => Promise<PageDataResponse | null>): Promise<PageAnswer> {
    const version = await this.catalogueVersion();
    const hit = this.cache.get(key, version);
    if (hit) return fromJson(hit.body);
    // Checked and claimed in one step, without an await between, so that one request leads.
    const pending = this.cache.pending(key, version);
    const settle = pending ? undefined : this.cache.lead(key, version);
    const shared = pending ? await pending : null;
    if (shared) return fromJson(shared.body);
    try {
      const result = await build();
      if (result === null || !('data' in result)) return builtAnswer(result);
      const json = JSON.stringify(result);
      const answer = { body: json, headers: [] };
      this.cache.offer(key, version, answer);
      settle?.(answer);
      return builtAnswer(result, json);
    } finally {
      // Waiters of a redirect, a miss or a failure compute their own.
      settle?.(null);
    }
  }
}
