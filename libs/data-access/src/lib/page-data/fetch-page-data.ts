import { ClientMessage } from '@gio/domain-enums';
import { UnauthorizedError } from '../json/errors';
import type { JsonClient } from '../json/types';

/** The header that makes the gateway answer a storefront URL with JSON instead of HTML. */
export const PAGE_DATA_HEADER = 'isFromSPA';

export type PageDataResult<T> =
  { data: T; redirect?: undefined } | { redirect: string; data?: undefined };

/**
 * The page data could not be had (storefront.md §8 "Page fetch failed or without data"). The
 * router reports 'SPA Error' and loads `url` as a full page, whose server render either works
 * or shows the real error.
 */
export class PageDataError extends Error {
  override readonly name: string = 'PageDataError';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(ClientMessage.SPA_ERROR, { cause });
    this.url = url;
  }
}

interface PageDataAnswer<T> {
  data?: T | null;
  redirect?: unknown;
}

/**
 * Page data for a storefront URL (storefront.md §7 "Page data", §4 "Routing"): `GET <url>` with
 * `isFromSPA: true`, answered `{ data }` or `{ redirect }`. A redirect the gateway answered with
 * an HTTP redirect comes back the same way, through the JSON helper's `redirect` field.
 *
 * Rejects with PageDataError on any failure or an answer with neither field, except an
 * UnauthorizedError (the helper is already reloading or leaving the page, and a full page load
 * would race it) and an abort (the router superseded this navigation).
 */
export async function fetchPageData<T>(
  url: string,
  client: Pick<JsonClient, 'get'>,
  options: { signal?: AbortSignal } = {},
): Promise<PageDataResult<T>> {
  let answer: PageDataAnswer<T>;
  try {
    answer = await client.get<PageDataAnswer<T>>(url, {
      headers: { [PAGE_DATA_HEADER]: 'true' },
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof UnauthorizedError || options.signal?.aborted) throw error;
    throw new PageDataError(url, error);
  }
  if (typeof answer?.redirect === 'string' && answer.redirect !== '') {
    return { redirect: answer.redirect };
  }
  if (answer?.data !== undefined && answer.data !== null) return { data: answer.data };
  throw new PageDataError(url, answer);
}
