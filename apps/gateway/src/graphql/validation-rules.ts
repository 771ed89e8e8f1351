import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { ApiErrorCode } from '@gio/contracts';

export interface QueryLimits {
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxCost: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxAliases: 20, maxCost: 10_000 };

/** List arguments whose value multiplies the cost of the fields below them. */
const SIZE_ARGUMENTS = new Set(['limit', 'first']);
const DEFAULT_LIST_SIZE = 6;
/** List fields without a size argument; each counts as a default-sized list. */
const LIST_FIELDS = new Set(['variants', 'children', 'promotionBadges', 'coupons', 'categories']);

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ApiErrorCode.QUERY_TOO_COMPLEX, http: { status: 400 } } });
}

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | null {
  if (!node) return null;
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : null;
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) if (SIZE_ARGUMENTS.has(field.name.value)) return intValue(field.value, variables);
  }
  return null;
}

function sizeOf(field: FieldNode, variables: Record<string, unknown>): number {
  for (const arg of field.arguments ?? []) {
    if (SIZE_ARGUMENTS.has(arg.name.value) || arg.name.value === 'plesOptions') {
      const size = intValue(arg.value, variables);
      if (size !== null) return Math.max(1, Math.min(size, 1000));
    }
  }
  return DEFAULT_LIST_SIZE;
}

interface Walk {
  depth: number;
  aliases: number;
  cost: number;
}

function walk(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  depth: number,
  multiplier: number,
  visited: Set<string>,
  acc: Walk,
): void {
  acc.depth = Math.max(acc.depth, depth);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) acc.aliases += 1;
      acc.cost += multiplier;
      if (selection.selectionSet) {
        const hasSize = (selection.arguments ?? []).some((a) => SIZE_ARGUMENTS.has(a.name.value) || a.name.value === 'plesOptions');
        const listed = LIST_FIELDS.has(selection.name.value) ? DEFAULT_LIST_SIZE : 1;
        const next = (hasSize ? multiplier * sizeOf(selection, variables) : multiplier) * listed;
        walk(selection.selectionSet, fragments, variables, depth + 1, next, visited, acc);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, fragments, variables, depth, multiplier, visited, acc);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // A fragment spread twice on one path is a cycle; graphql-js reports it separately.
      if (!fragment || visited.has(name)) continue;
      walk(fragment.selectionSet, fragments, variables, depth, multiplier, new Set([...visited, name]), acc);
    }
  }
}

/**
 * The three query limits, checked once the operation is known (so that variables count):
 * depth (nesting of selections), aliases (a cheap way to repeat an expensive field) and a cost
 * estimate (one per field, multiplied by the page size of list arguments above it). Written
 * here rather than taken from a package: a few dozen lines that fit the catalogue's shapes.
 *
 * @returns the first limit broken, as a GraphQLError answered with HTTP 400, or null.
 */
export function checkQueryLimits(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  limits: QueryLimits,
): GraphQLError | null {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) {
      operation ??= definition;
    }
  }
  if (!operation) return null;
  const acc: Walk = { depth: 0, aliases: 0, cost: 0 };
  walk(operation.selectionSet, fragments, variables, 1, 1, new Set(), acc);
  if (acc.depth > limits.maxDepth) return tooComplex(`Query depth ${acc.depth} exceeds the limit of ${limits.maxDepth}`);
  if (acc.aliases > limits.maxAliases) return tooComplex(`Query uses ${acc.aliases} aliases; the limit is ${limits.maxAliases}`);
  if (acc.cost > limits.maxCost) return tooComplex(`Query cost ${acc.cost} exceeds the limit of ${limits.maxCost}`);
  return null;
}
