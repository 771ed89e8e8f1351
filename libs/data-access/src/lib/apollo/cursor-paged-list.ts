import { type FieldPolicy, isReference } from '@apollo/client';
import { stableStringify } from './stable-stringify';

/** One page of a cursor-paged list field, as stored in the cache. */
export type PagedListValue = Record<string, unknown>;

export interface CursorPagedListOptions {
  /** The page's field holding the entries (default `productListEntities`, the SDL's `PlesPage`). */
  itemsField?: string;
  /** Where the page holds the cursor of the page after it (default `pageInfo.endCursor`). */
  nextCursorPath?: readonly string[];
  /** Where the requested page's cursor sits among the field's arguments (default `plesOptions.cursor`). */
  cursorArg?: readonly string[];
}

/** The gateway's SDL (libs/contracts `catalogueTypeDefs`): `PlesPage { productListEntities, pageInfo { endCursor } }`. */
export const DEFAULT_PAGED_LIST: Required<CursorPagedListOptions> = {
  itemsField: 'productListEntities',
  nextCursorPath: ['pageInfo', 'endCursor'],
  cursorArg: ['plesOptions', 'cursor'],
};

/**
 * Field policy for the cursor-paged catalogue lists whose results are concatenated
 * (accounts.md §7 GraphQL: plesByCategoryGid, plesFullTextSearch; storefront.md §4 "Loaded
 * pages append more products").
 *
 * - The cursor is left out of the cache key, so every page of one list lands in one entry.
 * - A page without a cursor is the first page: it starts the list afresh.
 * - A later page appends its entries, skipping any the list already holds (a page fetched twice,
 *   or an entry the server moved across a page boundary, does not show twice).
 * - The list's next cursor advances only when the page continues from the list's current end,
 *   so a late answer for an earlier cursor never moves the list backwards.
 */
export function cursorPagedList(
  options: CursorPagedListOptions = {},
): FieldPolicy<PagedListValue, PagedListValue> {
  const { itemsField, nextCursorPath, cursorArg } = { ...DEFAULT_PAGED_LIST, ...options };

  return {
    keyArgs: (args) => (args ? stableStringify(withoutPath(args, cursorArg)) : undefined),
    merge(existing, incoming, { args }) {
      const after = readPath(args, cursorArg);
      if (!existing || after === undefined || after === null || after === '') return incoming;

      const items = [...asArray(existing[itemsField])];
      const seen = new Set(items.map(identity));
      for (const item of asArray(incoming[itemsField])) {
        const key = identity(item);
        if (seen.has(key)) continue;
        seen.add(key);
        items.push(item);
      }
      const continuesList = after === readPath(existing, nextCursorPath);
      return { ...(continuesList ? incoming : existing), [itemsField]: items };
    },
  };
}

function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Normalised entries compare by cache id; embedded ones by their content. */
function identity(item: unknown): string {
  return isReference(item) ? `ref:${item.__ref}` : `value:${stableStringify(item)}`;
}

function readPath(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `args` without the value at `path`. Objects the removal leaves empty go too, so that
 * `{ plesOptions: { cursor: null } }` and no `plesOptions` at all give the same key.
 */
function withoutPath(
  args: Record<string, unknown>,
  path: readonly string[],
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined || !(head in args)) return args;
  const copy = { ...args };
  const inner = copy[head];
  if (rest.length === 0) {
    delete copy[head];
  } else if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) {
    const trimmed = withoutPath(inner as Record<string, unknown>, rest);
    if (Object.keys(trimmed).length === 0) delete copy[head];
    else copy[head] = trimmed;
  }
  return copy;
}
