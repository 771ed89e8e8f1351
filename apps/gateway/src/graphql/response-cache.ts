import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { SharedAnswerCache } from '../http/shared-answer-cache';

/**
 * Root fields whose answer depends only on the catalogue and the operation's variables, never on
 * who asks: no resolver below them reads the session, the visitor cookie or any header. A field
 * that starts to (prices per business account, favourites) must leave this list.
 */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'plesByCategoryGid',
  'plesBySoftCategoryGid',
  'plesFullTextSearch',
  'plesByClassification',
  'plesBySoftCategoryType',
  'variantRelationships',
  'categories',
  'softCategories',
  '__typename',
]);

/** Query texts whose cacheability is remembered; past it the memo starts again. */
const MAX_DOCUMENTS = 1000;

/** The parts of a GraphQL HTTP request its answer depends on. */
export interface CacheableRequest {
  readonly query: string;
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown> | undefined;
  /** The Accept header: Apollo picks the response content type from it. */
  readonly accept: string;
}

/**
 * The shared answers of catalogue reads over GraphQL: keyed by everything the answer depends on
 * (query text, operation name, variables, Accept header); only operations whose every root field
 * is in `CACHEABLE_ROOT_FIELDS` and only answers without errors are kept (the caller's part).
 */
export class GraphqlResponseCache extends SharedAnswerCache {
  private readonly documents = new Map<string, boolean>();

  /** The cache key of a request, or null when its answer may not be shared. */
  keyOf(request: CacheableRequest): string | null {
    if (!this.isCacheableOperation(request.query, request.operationName)) return null;
    const variables = request.variables === undefined ? '' : JSON.stringify(request.variables);
    return `${request.accept}\n${request.operationName ?? ''}\n${variables}\n${request.query}`;
  }

  /** A query operation selecting only cacheable root fields (memoised by query text). */
  private isCacheableOperation(query: string, operationName: string | undefined): boolean {
    const memoKey = operationName === undefined ? query : `${operationName}\n${query}`;
    const known = this.documents.get(memoKey);
    if (known !== undefined) return known;
    const cacheable = operationIsCacheable(query, operationName);
    if (this.documents.size >= MAX_DOCUMENTS) this.documents.clear();
    this.documents.set(memoKey, cacheable);
    return cacheable;
  }
}

/** Parses once per query text: a syntax error is simply not cacheable (Apollo answers it). */
function operationIsCacheable(query: string, operationName: string | undefined): boolean {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false;
  }
  const operation =
    operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
  if (!operation || operation.operation !== 'query') return false;
  // Fragments at the root could select anything; plain fields are checked one by one.
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
  );
}
