import { catalogueRoutes, type SearchSuggestionView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

export type { SearchSuggestionView };

/** How many suggestions the header asks for: one short list under the input. */
export const SUGGESTION_LIMIT = 8;

/**
 * GET /api/search-suggestions (accounts.md §2 "Top searches are offered", §7 search): top
 * searches, category and brand pages and products matching a term, accents ignored. The answer
 * is checked against the contract, so a malformed one fails here rather than in the listbox.
 */
export async function getSearchSuggestions(
  client: Pick<JsonClient, 'get'>,
  term: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionView[]> {
  const query = new URLSearchParams({ term, limit: String(SUGGESTION_LIMIT) });
  const answer = await client.get<unknown>(`${catalogueRoutes.searchSuggestions.path}?${query}`, {
    signal,
  });
  return catalogueRoutes.searchSuggestions.response.parse(answer).data.suggestions;
}
