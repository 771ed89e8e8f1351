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
export function builtAnswer(result: PageDataResponse | null, json: string | null = null): PageAnswer {
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
 * computation for concurrent misses (`SharedAnswerCache.share`). Redirects and misses are
 * computed every time.
 */
export class SharedPageData {
  constructor(
    private readonly cache: SharedAnswerCache,
    private readonly catalogueVersion: () => Promise<number>,
  ) {}

  async answer(key: string, build: () => Promise<PageDataResponse | null>): Promise<PageAnswer> {
    return this.cache.share(key, await this.catalogueVersion(), (shared) => fromJson(shared.body), async () => {
      const result = await build();
      // Redirects and misses are not shared: those waiting for them compute their own.
      if (result === null || !('data' in result)) return { result: builtAnswer(result), shared: null };
      const json = JSON.stringify(result);
      return { result: builtAnswer(result, json), shared: { body: json, headers: [] } };
    });
  }
}
