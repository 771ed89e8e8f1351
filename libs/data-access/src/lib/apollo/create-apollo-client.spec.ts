/**
 * @jest-environment node
 */
// Node's environment has the real fetch Response that HttpLink reads; jsdom has none, and the
// server render, which also uses this client, runs in Node.
import { gql } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';
import { createCache } from './type-policies';

const PLES = gql`
  query PlesByCategory($categoryGid: ID!, $plesOptions: PlesOptions) {
    plesByCategoryGid(categoryGid: $categoryGid, plesOptions: $plesOptions) {
      pageInfo {
        endCursor
        hasNextPage
      }
      productListEntities {
        id
        name
      }
    }
  }
`;

type Answer = {
  plesByCategoryGid: {
    __typename: 'PlesPage';
    pageInfo: { __typename: 'PageInfo'; endCursor: string | null; hasNextPage: boolean };
    productListEntities: unknown[];
  };
};

const variant = (id: string) => ({ __typename: 'Variant', id, name: `SP ${id}` });

function answer(ids: string[], nextCursor: string | null): Answer {
  return {
    plesByCategoryGid: {
      __typename: 'PlesPage',
      pageInfo: { __typename: 'PageInfo', endCursor: nextCursor, hasNextPage: nextCursor !== null },
      productListEntities: ids.map(variant),
    },
  };
}

/** A fetch that records its calls and answers each with the page for the requested cursor. */
function fakeFetch(pages: Record<string, Answer> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const sent = JSON.parse(String(init?.body)) as {
      variables?: { plesOptions?: { cursor?: string } };
    };
    const data = pages[sent.variables?.plesOptions?.cursor ?? 'first'];
    return Promise.resolve(
      new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

/** Lets the event loop turn until `done` holds, for at most a few hundred turns. */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 500 && !done(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function headersOf(init: RequestInit): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of new Headers(init.headers).entries()) lower[name] = value;
  return lower;
}

describe('createApolloClient', () => {
  it('POSTs to /api/graphql with the CSRF header and same-origin credentials', async () => {
    const fake = fakeFetch({ first: answer(['1'], null) });
    const client = createApolloClient({ fetch: fake.fetch, getCsrfToken: () => 'tok-gql' });

    await client.query({ query: PLES, variables: { categoryGid: 'c1' } });

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call!.url).toBe('/api/graphql');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.credentials).toBe('same-origin');
    expect(headersOf(call!.init)).toMatchObject({
      'x-csrf-token': 'tok-gql',
      'content-type': 'application/json',
    });
  });

  it('reads the token for every operation, asynchronously if need be', async () => {
    const fake = fakeFetch({ first: answer(['1'], null) });
    let token = 'one';
    const client = createApolloClient({ fetch: fake.fetch, getCsrfToken: async () => token });

    await client.query({ query: PLES, variables: { categoryGid: 'a' } });
    token = 'two';
    await client.query({ query: PLES, variables: { categoryGid: 'b' } });

    expect(headersOf(fake.calls[0]!.init)['x-csrf-token']).toBe('one');
    expect(headersOf(fake.calls[1]!.init)['x-csrf-token']).toBe('two');
  });

  it('sends no CSRF header without a token, and forwards fixed headers to a given URI', async () => {
    const fake = fakeFetch({ first: answer(['1'], null) });
    const client = createApolloClient({
      uri: 'http://127.0.0.1:3000/api/graphql',
      fetch: fake.fetch,
      getCsrfToken: () => undefined,
      headers: { cookie: 'sid=abc' },
      ssrMode: true,
    });

    await client.query({ query: PLES, variables: { categoryGid: 'c1' } });

    expect(fake.calls[0]!.url).toBe('http://127.0.0.1:3000/api/graphql');
    const headers = headersOf(fake.calls[0]!.init);
    expect(headers).not.toHaveProperty('x-csrf-token');
    expect(headers['cookie']).toBe('sid=abc');
  });

  it('concatenates pages on fetchMore', async () => {
    const fake = fakeFetch({ first: answer(['1', '2'], 'c2'), c2: answer(['2', '3'], null) });
    const client = createApolloClient({ fetch: fake.fetch, getCsrfToken: () => 't' });
    const watched = client.watchQuery({
      query: PLES,
      variables: { categoryGid: 'c1', plesOptions: { limit: 2 } },
    });
    const seen: string[][] = [];
    const subscription = watched.subscribe((result) => {
      const data = result.data as
        | { plesByCategoryGid?: { productListEntities: { id: string }[] } }
        | undefined;
      if (data?.plesByCategoryGid)
        seen.push(data.plesByCategoryGid.productListEntities.map((ple) => ple.id));
    });

    await until(() => seen.length > 0);
    await watched.fetchMore({ variables: { plesOptions: { limit: 2, cursor: 'c2' } } });

    // The watcher hears of the merged list after fetchMore resolves, on a later turn.
    await until(() => seen.at(-1)?.length === 3);

    expect(seen.at(-1)).toEqual(['1', '2', '3']);
    expect(fake.calls).toHaveLength(2);
    const sent = JSON.parse(String(fake.calls.at(-1)!.init.body)) as { variables: unknown };
    expect(sent.variables).toEqual({ categoryGid: 'c1', plesOptions: { limit: 2, cursor: 'c2' } });
    subscription.unsubscribe();
  });

  it('answers from the initial state without a request', async () => {
    const server = createCache();
    server.writeQuery({
      query: PLES,
      variables: { categoryGid: 'c1' },
      data: answer(['1'], null),
    });
    const fake = fakeFetch();
    const client = createApolloClient({ fetch: fake.fetch, initialState: server.extract() });

    const result = await client.query({ query: PLES, variables: { categoryGid: 'c1' } });

    expect(result.data).toEqual(answer(['1'], null));
    expect(fake.calls).toHaveLength(0);
  });
});
