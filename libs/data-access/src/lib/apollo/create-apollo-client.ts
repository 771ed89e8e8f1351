import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { type CsrfTokenGetter, defaultCsrfTokenGetter } from '../json/environment';
import { CSRF_HEADER } from '../json/json-client';
import { createCache } from './type-policies';

export const GRAPHQL_PATH = '/api/graphql';

export interface CreateApolloClientOptions {
  /** Absolute on the server, where there is no page origin to resolve against. */
  uri?: string;
  /** Read for every operation, so a token renewed after sign-in is used at once. */
  getCsrfToken?: CsrfTokenGetter;
  fetch?: typeof fetch;
  /** Server render: no refetching, one pass over the cache. */
  ssrMode?: boolean;
  /** The cache the server render extracted, to hydrate without refetching. */
  initialState?: NormalizedCacheObject;
  /** Fixed headers, such as the shopper's cookie that the server render forwards. */
  headers?: Record<string, string>;
}

/**
 * Apollo Client for the catalogue GraphQL (accounts.md §7 "GraphQL": POST /api/graphql with the
 * CSRF header and same-origin credentials), with the cache policies of `createCache`.
 */
export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  const getCsrfToken = options.getCsrfToken ?? defaultCsrfTokenGetter;

  const csrfLink = new SetContextLink(async (previous) => {
    const token = await getCsrfToken();
    if (!token) return {};
    return {
      headers: {
        ...(previous['headers'] as Record<string, string> | undefined),
        [CSRF_HEADER]: token,
      },
    };
  });

  const httpLink = new HttpLink({
    uri: options.uri ?? GRAPHQL_PATH,
    credentials: 'same-origin',
    fetch: options.fetch,
    headers: options.headers,
  });

  return new ApolloClient({
    link: ApolloLink.from([csrfLink, httpLink]),
    cache: createCache(options.initialState),
    ssrMode: options.ssrMode ?? false,
  });
}
