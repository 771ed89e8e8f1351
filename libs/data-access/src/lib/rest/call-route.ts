import type { RestRoute } from '@gio/contracts';
import type { z } from 'zod';
import type { JsonClient, RequestOptions } from '../json/types';
import { checkAnswer } from './answer-check';
import { routeUrl } from './route-url';

// Declared here rather than through Node's types: the library runs in browsers too, where the
// bundler replaces the one expression read below.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/** One part of a call: required when its schema requires something, absent when there is none. */
type Part<Schema, Key extends string> = Schema extends z.ZodType
  ? object extends z.input<Schema>
    ? { readonly [K in Key]?: z.input<Schema> }
    : { readonly [K in Key]: z.input<Schema> }
  : { readonly [K in Key]?: never };

/**
 * What one call of `R` sends, as the route's schemas take it (`z.input`): params for the path,
 * query and body, plus the JSON helper's options (signal, extra headers, `csrf: false`).
 */
export type RouteCall<R extends RestRoute> = Part<R['params'], 'params'> &
  Part<R['query'], 'query'> &
  Part<R['body'], 'body'> &
  RequestOptions;

/**
 * What `R` answers. The gateway's handlers return `z.input` of the response schema and send it
 * as it is (`defineRoute` only checks it), so that is what arrives; the client's check does not
 * replace it either, so development and production see the same value.
 */
export type RouteAnswer<R extends RestRoute> = z.input<R['response']>;

/** The one method of the JSON helper that `R` uses: a request file asks for no more. */
export type RouteClient<R extends RestRoute> = Pick<JsonClient, Lowercase<R['method']>>;

type AnyCall = { params?: object; query?: object; body?: unknown } & RequestOptions;

type CallArgs<R extends RestRoute> =
  object extends RouteCall<R> ? [call?: RouteCall<R>] : [call: RouteCall<R>];

/**
 * Calls a REST route of the contracts' route tables (libs/contracts `RestRoute`) through the
 * JSON helper, so its 401/403/5xx handling and CSRF header apply: fills the path's `:params`
 * (URL-encoded), adds the query, sends the body and resolves with the answer typed by the
 * route's response schema. In development and tests the answer is also checked against that
 * schema and a drifted one rejects with ContractDriftError; production skips the check.
 *
 * @example callRoute(client, listRoutes.list, { params: { gid } })
 */
export async function callRoute<R extends RestRoute>(
  client: RouteClient<R>,
  route: R,
  ...[call = {} as RouteCall<R>]: CallArgs<R>
): Promise<RouteAnswer<R>> {
  const { params, query, body, ...options } = call as AnyCall;
  const url = routeUrl(route, params, query);
  // RouteClient<R> has exactly the method route.method names, the one `send` calls.
  const answer = await send(client as unknown as JsonClient, route.method, url, body, options);
  // Development and tests check, production does not: the switch React and the gateway's own
  // response check use. Vite writes 'production' or 'development' here in its client builds, so
  // a production bundle drops the check with its code; jest sets 'test'; the server render reads
  // the gateway's environment. Read on each call, so that a test can switch it.
  if (process.env.NODE_ENV !== 'production') checkAnswer(route, answer);
  return answer as RouteAnswer<R>;
}

function send(
  client: Pick<JsonClient, 'get' | 'post' | 'put' | 'delete'>,
  method: RestRoute['method'],
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<unknown> {
  switch (method) {
    case 'GET':
      return client.get(url, options);
    case 'POST':
      return client.post(url, body, options);
    case 'PUT':
      return client.put(url, body, options);
    case 'DELETE':
      return client.delete(url, body, options);
  }
}
