import type { RestRoute } from '@gio/contracts';

/** A path parameter in Fastify's syntax (`/api/lists/:gid`), the syntax of the route table. */
const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/**
 * The url of one call of `route`: each `:name` of its path replaced by the URL-encoded param,
 * then the query string of the values given (a value left undefined is not sent).
 */
export function routeUrl(
  route: Pick<RestRoute, 'method' | 'path'>,
  params: object = {},
  query: object = {},
): string {
  const values = params as Record<string, unknown>;
  const path = route.path.replace(PATH_PARAM, (_, name: string) => {
    const value = values[name];
    // The call's types require every param; this guards callers that cast their way past them.
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path}: param "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}
