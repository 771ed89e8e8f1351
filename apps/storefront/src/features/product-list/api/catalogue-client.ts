import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '@gio/data-access';

let client: ApolloClient | null = null;

/**
 * The storefront's one Apollo Client for the catalogue GraphQL (design.md "Front ends": load
 * more, related variants and the product page's sliders), created on first use: POST
 * /api/graphql with the CSRF token of the page's meta tag, the cursor-paged type policies of
 * data-access. This module and Apollo are loaded by dynamic `import()` only, when a list first
 * needs them, so they are never part of a page's first load.
 */
export function getCatalogueClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
