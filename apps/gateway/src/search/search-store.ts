import type { PleSort } from '@gio/contracts';
import type { Queryable } from '../db/database';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';

/**
 * The search's statements: the vocabulary (`search_vocabulary`, trigram index for typos), the
 * match over `variants.search_words` (GIN index), its ranking and facets, the search terms and
 * the pages a slug names.
 */

/** Query words and, per word, the vocabulary words that count as a match. */
export interface SearchWords {
  readonly tokens: readonly string[];
  readonly candidates: readonly (readonly string[])[];
}

/** The stock and fulfilment filters of a search. */
export interface SearchFilter {
  readonly inStockOnly?: boolean | null;
  /** FulfillmentMethod a variant must offer. */
  readonly fulfillmentMethod?: number | null;
}

export interface BrandCount {
  id: string;
  gid: string;
  slug: string;
  name: string;
  count: number;
}

export interface WebSlugConfigRow {
  id: string;
  type: 'CATEGORY' | 'BRAND' | 'MODULE_PAGE' | 'TEXT_PAGE' | 'HIGHLIGHT';
  slug: string;
  title: string;
  path: string;
}

/** Result order per sort inside the ranking subquery. */
const RANKING_ORDER: Record<PleSort, string> = {
  RELEVANCE: 'score DESC, v.sales_count DESC, v.id',
  PRICE_ASC: 'v.price ASC, score DESC, v.id',
  PRICE_DESC: 'v.price DESC, score DESC, v.id',
  NEWEST: 'v.created_at DESC, v.id',
  BEST_SELLING: 'v.sales_count DESC, score DESC, v.id',
};

/** The same order over the subquery's columns (`r`), for the page's whole rows. */
const PAGE_ORDER: Record<PleSort, string> = {
  RELEVANCE: 'r.score DESC, r.sales_count DESC, r.id',
  PRICE_ASC: 'r.price ASC, r.score DESC, r.id',
  PRICE_DESC: 'r.price DESC, r.score DESC, r.id',
  NEWEST: 'r.created_at DESC, r.id',
  BEST_SELLING: 'r.sales_count DESC, r.score DESC, r.id',
};

/** The stock and fulfilment filters (parameters pushed onto `params`). */
function filterClauses(filter: SearchFilter, params: unknown[]): string[] {
  const clauses: string[] = [];
  if (filter.inStockOnly) clauses.push('v.in_stock');
  if (filter.fulfillmentMethod !== undefined && filter.fulfillmentMethod !== null) {
    params.push(filter.fulfillmentMethod);
    clauses.push(`$${params.length}::int = ANY(v.fulfillment_methods)`);
  }
  return clauses;
}

/** The brand filter by ids (an unknown gid resolved to none: it matches nothing). */
function brandClause(brandIds: readonly string[] | null, params: unknown[]): string[] {
  if (!brandIds) return [];
  params.push(brandIds);
  return [`v.brand_id = ANY($${params.length}::text[])`];
}

/** WHERE clause of the match: every query word hits one of its candidates (pushed onto `params`). */
function matchClause(words: SearchWords, params: unknown[]): string {
  return words.candidates
    .map((candidates) => {
      params.push(candidates);
      return `v.search_words && $${params.length}::text[]`;
    })
    .join(' AND ');
}

/**
 * Relevance: a query word found whole in the name weighs most, then whole elsewhere, then a
 * candidate (prefix or typo) in the name. Each word scores at most 5 (whole in the name,
 * which is also one of its candidates), and only a variant whose name holds every word
 * reaches 5 per word (`bestMatchRows` relies on it).
 */
function scoreExpression(words: SearchWords, params: unknown[]): string {
  return words.tokens
    .map((token, i) => {
      params.push([token], words.candidates[i]);
      const exact = `$${params.length - 1}::text[]`;
      const cand = `$${params.length}::text[]`;
      return `(CASE WHEN v.name_words @> ${exact} THEN 4 WHEN v.search_words @> ${exact} THEN 2 ELSE 0 END + CASE WHEN v.name_words && ${cand} THEN 1 ELSE 0 END)`;
    })
    .join(' + ');
}

/** Vocabulary words starting with one of `patterns` (LIKE) or close to one of `typoTokens` (trigrams). */
export async function vocabularyWords(
  q: Queryable,
  patterns: readonly string[],
  typoTokens: readonly string[],
): Promise<string[]> {
  const { rows } = await q.query<{ word: string }>(
    `SELECT word FROM search_vocabulary
        WHERE word LIKE ANY($1::text[]) OR word % ANY($2::text[])`,
    [patterns, typoTokens],
  );
  return rows.map((r) => r.word);
}

/** The brands of every match (brand filter left out) with their match counts, most first. */
export async function matchBrandCounts(
  q: Queryable,
  words: SearchWords,
  filter: SearchFilter,
): Promise<BrandCount[]> {
  const params: unknown[] = [];
  const where = [matchClause(words, params), ...filterClauses(filter, params)].join(' AND ');
  const { rows } = await q.query<BrandCount>(
    `SELECT b.id, b.gid, b.slug, b.name, f.count FROM (
         SELECT v.brand_id, count(*)::int AS count FROM variants v WHERE ${where} GROUP BY v.brand_id
       ) f JOIN brands b ON b.id = f.brand_id ORDER BY f.count DESC, b.name`,
    params,
  );
  return rows;
}

/**
 * Variants named by every query word, best sellers first, with their product: the statement
 * walks `variants_search_rank_idx` in that order, checks the words and filters on the index
 * alone, and stops after offset + `rowCount` rows.
 */
export async function bestMatchRows(
  q: Queryable,
  tokens: readonly string[],
  filter: SearchFilter,
  brandIds: readonly string[] | null,
  rowCount: number,
  offset: number,
): Promise<VariantRow[]> {
  const params: unknown[] = [tokens];
  const where = [
    'v.name_words @> $1::text[]',
    ...filterClauses(filter, params),
    ...brandClause(brandIds, params),
  ];
  params.push(rowCount, offset);
  const { rows } = await q.query<VariantRow>(
    `WITH r AS (
         SELECT v.id, v.sales_count FROM variants v WHERE ${where.join(' AND ')}
          ORDER BY v.sales_count DESC, v.id LIMIT $${params.length - 1} OFFSET $${params.length}
       )
       SELECT ${LISTED_VARIANT_COLUMNS} FROM r JOIN variants v ON v.id = r.id ${PRODUCT_JOIN}
        ORDER BY r.sales_count DESC, r.id`,
    params,
  );
  return rows;
}

/** Scores every match on narrow columns in a subquery, then reads only the page's rows whole. */
export async function rankedMatchRows(
  q: Queryable,
  words: SearchWords,
  filter: SearchFilter,
  brandIds: readonly string[] | null,
  sort: PleSort,
  rowCount: number,
  offset: number,
): Promise<VariantRow[]> {
  const params: unknown[] = [];
  const where = [
    matchClause(words, params),
    ...filterClauses(filter, params),
    ...brandClause(brandIds, params),
  ];
  const score = scoreExpression(words, params);
  params.push(rowCount, offset);
  const { rows } = await q.query<VariantRow>(
    `WITH r AS (
         SELECT v.id, v.sales_count, v.price, v.created_at, ${score} AS score FROM variants v
          WHERE ${where.join(' AND ')}
          ORDER BY ${RANKING_ORDER[sort]} LIMIT $${params.length - 1} OFFSET $${params.length}
       )
       SELECT ${LISTED_VARIANT_COLUMNS} FROM r JOIN variants v ON v.id = r.id ${PRODUCT_JOIN}
        ORDER BY ${PAGE_ORDER[sort]}`,
    params,
  );
  return rows;
}

/** The top searches, in order. */
export async function topSearchTerms(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ term: string }>(
    "SELECT term FROM search_terms WHERE kind = 'TOP' ORDER BY position",
  );
  return rows.map((r) => r.term);
}

/** The pages of an exact slug: categories, module pages, text pages, highlights, brands. */
export async function webSlugConfigsBySlug(
  q: Queryable,
  slug: string,
): Promise<WebSlugConfigRow[]> {
  const { rows } = await q.query<WebSlugConfigRow>(
    `SELECT id, 'CATEGORY' AS type, slug, display_name AS title, path FROM categories WHERE slug = $1 AND parent_id IS NOT NULL
       UNION ALL SELECT id, 'MODULE_PAGE', slug, title, '/m/' || slug FROM module_pages WHERE slug = $1
       UNION ALL SELECT id, 'TEXT_PAGE', slug, title, '/t/' || slug FROM text_pages WHERE slug = $1
       UNION ALL SELECT id, 'HIGHLIGHT', slug, title, '/products/highlight/' || gid || '/' || slug FROM highlight_lists WHERE slug = $1
       UNION ALL SELECT id, 'BRAND', slug, name, '/brand/' || gid || '/' || slug FROM brands WHERE slug = $1`,
    [slug],
  );
  return rows;
}
