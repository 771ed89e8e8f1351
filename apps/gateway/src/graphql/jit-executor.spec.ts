import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLError, parse } from 'graphql';
import { JitExecutor } from './jit-executor';

/**
 * The compiled executor answers as graphql-js does: the same data for an operation that runs
 * cleanly, and graphql-js's own answer (messages, paths, codes) whenever the compiled run
 * reports an error.
 */
describe('JitExecutor', () => {
  const schema = makeExecutableSchema({
    typeDefs: `
      type Item { id: ID!, name: String!, price: Int, tags: [String!]! }
      type Query { items(first: Int!): [Item!]!, broken: Item }
    `,
    resolvers: {
      Query: {
        items: (_: unknown, { first }: { first: number }) =>
          Array.from({ length: first }, (_, i) => ({ id: `v${i}`, name: `Item ${i}`, price: i % 2 ? null : i * 100, tags: ['a'] })),
        broken: () => {
          throw new GraphQLError('not found', { extensions: { code: 'NOT_FOUND' } });
        },
      },
    },
  });

  const run = (jit: JitExecutor, query: string, variables: Record<string, unknown>, queryHash = query) =>
    jit.executor({
      document: parse(query),
      operationName: null,
      queryHash,
      context: {},
      request: { query, variables },
    } as unknown as Parameters<JitExecutor['executor']>[0]);

  const reference = async (query: string, variables: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(await execute({ schema, document: parse(query), variableValues: variables })));

  it('answers an operation as graphql-js does, compiling it once', async () => {
    const jit = new JitExecutor(schema);
    const query = 'query Q($first: Int!) { items(first: $first) { id name price tags } }';
    for (const first of [3, 5]) {
      const answer = JSON.parse(JSON.stringify(await run(jit, query, { first, unused: 'nonce' })));
      expect(answer).toEqual(await reference(query, { first }));
      expect(JSON.stringify(answer)).toBe(JSON.stringify(await reference(query, { first })));
    }
    expect(jit.size).toBe(1);
  });

  it("answers with graphql-js's errors: variables that do not coerce, a resolver that threw", async () => {
    const jit = new JitExecutor(schema);
    const query = 'query Q($first: Int!) { items(first: $first) { id } }';
    const coerced = await run(jit, query, { first: 'many' });
    expect(coerced.errors?.[0]?.message).toBe((await reference(query, { first: 'many' })).errors[0].message);
    const thrown = await run(jit, '{ broken { id } }', {});
    expect(thrown.data).toEqual({ broken: null });
    expect(thrown.errors?.[0]).toBeInstanceOf(GraphQLError);
    expect(thrown.errors?.[0]?.path).toEqual(['broken']);
    expect(thrown.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
  });

  it('keeps at most the configured number of compiled operations', async () => {
    const jit = new JitExecutor(schema, 2);
    for (const first of [1, 2, 3]) {
      const query = `{ items(first: ${first}) { id } }`;
      await run(jit, query, {});
    }
    expect(jit.size).toBe(2);
  });
});
