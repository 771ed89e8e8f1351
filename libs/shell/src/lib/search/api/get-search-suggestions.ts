import { catalogueRoutes, type SearchSuggestionView } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

export type { SearchSuggestionView };

/** How many suggestions the header asks for: one short list under the input. */
export const SUGGESTION_LIMIT = 8;

/**
 * GET /api/search-suggestions (accounts.md §2 "Top searches are offered", §7 search): top
 * searches, category and brand pages and products matching a term, accents ignored.
 */
export async function getSearchSuggestions(
  client: Pick<JsonClient, 'get'>,
  term: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionView[]> {
  const answer = await callRoute(client, catalogueRoutes.searchSuggestions, {
    query: { term, limit: SUGGESTION_LIMIT },
    signal,
  });
  return answer.data.suggestions;
}
