import { isSearchableTerm, sanitizeSearchTerm } from '@gio/domain-search';
import { useEffect, useState } from 'react';
import type { SearchSuggestionView } from '@gio/contracts';
import { useApiClient } from '../providers/api-client';

/** Quiet time after the last keystroke before suggestions are asked for: one call per pause. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'ready'; term: string; suggestions: readonly SearchSuggestionView[] }
  | { status: 'error'; term: string };

interface Answer {
  term: string;
  suggestions: readonly SearchSuggestionView[] | null;
}

/**
 * Suggestions for what the shopper is typing: asked only for a term the search would run
 * (domain-search `isSearchableTerm`, more than 2 characters, storefront.md §5), after a pause
 * in typing. A newer term aborts the older request, and an answer for any other term than the
 * current one is never shown, even if it arrives late.
 */
export function useSearchSuggestions(rawTerm: string): SuggestionsState {
  const client = useApiClient();
  const term = sanitizeSearchTerm(rawTerm);
  const searchable = isSearchableTerm(term);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // The request and its contract load with the first term typed, not with every page.
      import('./api/get-search-suggestions')
        .then(({ getSearchSuggestions }) => getSearchSuggestions(client, term, controller.signal))
        .then(
          (suggestions) => {
            if (!controller.signal.aborted) setAnswer({ term, suggestions });
          },
          () => {
            if (!controller.signal.aborted) setAnswer({ term, suggestions: null });
          },
        );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, term, searchable]);

  if (!searchable) return { status: 'idle' };
  if (answer?.term !== term) return { status: 'loading', term };
  return answer.suggestions
    ? { status: 'ready', term, suggestions: answer.suggestions }
    : { status: 'error', term };
}
