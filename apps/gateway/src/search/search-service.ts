import { ApiErrorCode, type PleSort } from '@gio/contracts';
import {
  cutSearchDescription,
  cutSearchTitle,
  foldDiacritics,
  isSearchableTerm,
  limitBrandMatches,
  matchesSearchQuery,
  sanitizeSearchTerm,
  searchTokens,
} from '@gio/domain-search';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { decodeOffset } from '../catalogue/cursor';
import { FULFILLMENT_FILTER_METHOD, offsetPage, pageLimit, type FulfillmentFilterName, type VariantPage } from '../catalogue/listing';
import { VARIANT_COLUMNS, type VariantRow } from '../catalogue/rows';
import type { CatalogueService } from '../catalogue/service';
import { text } from '../i18n/texts';
import { withinOneEdit } from './edit-distance';

/** Query words beyond this are ignored: they only make the statement longer. */
const MAX_TOKENS = 6;
/** Words shorter than this get no typo tolerance (one edit of "sua" is half the word). */
const TYPO_MIN_LENGTH = 4;
/** Candidate words per query word: a cap against pathological prefixes. */
const MAX_CANDIDATES = 200;

export interface SearchOptions {
  readonly limit?: number;
  readonly cursor?: string | null;
  /** Brand gids. */
  readonly brands?: readonly string[] | null;
  readonly sort?: PleSort | null;
  readonly inStockOnly?: boolean | null;
  readonly fulfillment?: FulfillmentFilterName | null;
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

/** A parsed query: per word, the vocabulary words that count as a match. */
interface QueryPlan {
  tokens: string[];
  candidates: string[][];
}

const ORDER_BY: Record<PleSort, string> = {
  RELEVANCE: 'score DESC, v.sales_count DESC, v.id',
  PRICE_ASC: 'v.price ASC, score DESC, v.id',
  PRICE_DESC: 'v.price DESC, score DESC, v.id',
  NEWEST: 'v.created_at DESC, v.id',
  BEST_SELLING: 'v.sales_count DESC, score DESC, v.id',
};

/** The 400 for terms of 2 characters or fewer (storefront.md §5, accounts.md §9). */
export function searchTermTooShort(): AppError {
  return new AppError(
    400,
    ApiErrorCode.SEARCH_TERM_TOO_SHORT,
    'Search terms need more than 2 characters',
    'term',
  );
}

/**
 * Product search: diacritic-insensitive (the folded `search_words` written with
 * `foldDiacritics` at import), tolerant of one typo per word of 4+ letters, word prefixes
 * match ("sua tu" finds "Sữa tươi"). Query words are first resolved against the small
 * vocabulary table (trigram index for typos), then variants are matched with the GIN index of
 * `search_words`: every query word must hit one of its candidate words.
 */
export class SearchService {
  constructor(
    private readonly db: Queryable,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Sanitised term, or a 400 when it is too short to search. */
  checkTerm(term: string): string {
    const clean = sanitizeSearchTerm(term);
    if (!isSearchableTerm(clean) || searchTokens(clean).length === 0) throw searchTermTooShort();
    return clean;
  }

  private async plan(term: string): Promise<QueryPlan> {
    const tokens = [...new Set(searchTokens(term))].slice(0, MAX_TOKENS);
    const patterns = tokens.flatMap((t) => (t.length >= TYPO_MIN_LENGTH ? [`${t}%`, `${t[0]}%`] : [`${t}%`]));
    const typoTokens = tokens.filter((t) => t.length >= TYPO_MIN_LENGTH);
    const { rows } = await this.db.query<{ word: string }>(
      `SELECT word FROM search_vocabulary
        WHERE word LIKE ANY($1::text[]) OR word % ANY($2::text[])`,
      [patterns, typoTokens],
    );
    const words = rows.map((r) => r.word);
    const candidates = tokens.map((token) =>
      words
        .filter((word) => word.startsWith(token) || (token.length >= TYPO_MIN_LENGTH && withinOneEdit(token, word)))
        .sort((a, b) => Number(b === token) - Number(a === token) || a.length - b.length || a.localeCompare(b))
        .slice(0, MAX_CANDIDATES),
    );
    return { tokens, candidates };
  }

  /** WHERE clause of the match: every query word hits one of its candidates ($first...). */
  private matchClause(plan: QueryPlan, first: number): { sql: string; params: unknown[] } {
    return {
      sql: plan.candidates.map((_, i) => `v.search_words && $${first + i}::text[]`).join(' AND '),
      params: plan.candidates,
    };
  }

  /**
   * Relevance: a query word found whole in the name weighs most, then whole elsewhere, then a
   * candidate (prefix or typo) in the name. Parameters: the exact words from `$first`, the
   * candidate lists at `$candidatesFirst`.
   */
  private scoreExpression(plan: QueryPlan, first: number, candidatesFirst: number): { sql: string; params: unknown[] } {
    const sql = plan.tokens
      .map((_, i) => {
        const exact = `$${first + i}::text[]`;
        const cand = `$${candidatesFirst + i}::text[]`;
        return `(CASE WHEN v.name_words @> ${exact} THEN 4 WHEN v.search_words @> ${exact} THEN 2 ELSE 0 END + CASE WHEN v.name_words && ${cand} THEN 1 ELSE 0 END)`;
      })
      .join(' + ');
    return { sql, params: plan.tokens.map((token) => [token]) };
  }

  /** One page of results; `facets` adds the total and the brand counts (one more statement). */
  async search(rawTerm: string, options: SearchOptions, facets: boolean): Promise<{
    term: string;
    page: VariantPage;
    totalCount: number | null;
    brandCounts: BrandCount[] | null;
  }> {
    const term = this.checkTerm(rawTerm);
    const plan = await this.plan(term);
    const limit = pageLimit(options.limit);
    const offset = options.cursor ? decodeOffset(options.cursor) : 0;
    if (plan.candidates.some((words) => words.length === 0)) {
      return { term, page: offsetPage([], limit, offset), totalCount: facets ? 0 : null, brandCounts: facets ? [] : null };
    }
    const match = this.matchClause(plan, 1);
    const filters: string[] = [];
    const params: unknown[] = [...match.params];
    if (options.inStockOnly) filters.push('v.in_stock');
    if (options.fulfillment) {
      params.push(FULFILLMENT_FILTER_METHOD[options.fulfillment]);
      filters.push(`$${params.length}::int = ANY(v.fulfillment_methods)`);
    }
    const facetParams = [...params];
    const facetWhere = [match.sql, ...filters].join(' AND ');
    const score = this.scoreExpression(plan, params.length + 1, 1);
    params.push(...score.params);
    let brandFilter = '';
    if (options.brands && options.brands.length > 0) {
      params.push([...options.brands]);
      brandFilter = ` AND v.brand_id IN (SELECT id FROM brands WHERE gid = ANY($${params.length}::text[]))`;
    }
    params.push(limit + 1, offset);
    const resultsSql = `SELECT ${VARIANT_COLUMNS}, ${score.sql} AS score FROM variants v
      WHERE ${facetWhere}${brandFilter}
      ORDER BY ${ORDER_BY[options.sort ?? 'RELEVANCE']} LIMIT $${params.length - 1} OFFSET $${params.length}`;
    const { rows } = await this.db.query<VariantRow>(resultsSql, params);
    const page = offsetPage(rows, limit, offset);
    if (!facets) return { term, page, totalCount: null, brandCounts: null };

    const { rows: counts } = await this.db.query<BrandCount>(
      `SELECT b.id, b.gid, b.slug, b.name, f.count FROM (
         SELECT v.brand_id, count(*)::int AS count FROM variants v WHERE ${facetWhere} GROUP BY v.brand_id
       ) f JOIN brands b ON b.id = f.brand_id ORDER BY f.count DESC, b.name`,
      facetParams,
    );
    const selected = new Set(options.brands ?? []);
    const totalCount = counts
      .filter((c) => selected.size === 0 || selected.has(c.gid))
      .reduce((sum, c) => sum + c.count, 0);
    return { term, page, totalCount, brandCounts: counts };
  }

  /** Brands whose name matches the term, at most 3 (storefront.md §5). */
  brandMatches(term: string, brandCounts: readonly BrandCount[]): BrandCount[] {
    return limitBrandMatches(brandCounts.filter((brand) => matchesSearchQuery(brand.name, term)));
  }

  /** Pages whose title matches the term: categories and brands the search can link to. */
  async webSlugConfigs(term: string, limit = 5): Promise<WebSlugConfigRow[]> {
    const categories = await this.catalogue.categories();
    const fromCategories = categories
      .filter((c) => c.is_visible && !c.is_soft_category && c.parent_id !== null && matchesSearchQuery(c.name, term))
      .map((c): WebSlugConfigRow => ({ id: c.id, type: 'CATEGORY', slug: c.slug, title: c.display_name, path: c.path }));
    const folded = `%${foldDiacritics(term).replace(/[%_\\]/g, '')}%`;
    const { rows: brands } = await this.db.query<{ id: string; gid: string; slug: string; name: string }>(
      `SELECT id, gid, slug, name FROM brands ORDER BY is_featured DESC, name`,
    );
    const fromBrands = brands
      .filter((b) => matchesSearchQuery(b.name, term) || foldDiacritics(b.name).includes(folded.slice(1, -1)))
      .map((b): WebSlugConfigRow => ({ id: b.id, type: 'BRAND', slug: b.slug, title: b.name, path: `/brand/${b.gid}/${b.slug}` }));
    return [...fromCategories, ...fromBrands].slice(0, limit);
  }

  /** A web slug config by exact slug: categories, module pages, text pages, highlights, brands. */
  async webSlugConfigBySlug(slug: string): Promise<WebSlugConfigRow[]> {
    const { rows } = await this.db.query<WebSlugConfigRow>(
      `SELECT id, 'CATEGORY' AS type, slug, display_name AS title, path FROM categories WHERE slug = $1 AND parent_id IS NOT NULL
       UNION ALL SELECT id, 'MODULE_PAGE', slug, title, '/m/' || slug FROM module_pages WHERE slug = $1
       UNION ALL SELECT id, 'TEXT_PAGE', slug, title, '/t/' || slug FROM text_pages WHERE slug = $1
       UNION ALL SELECT id, 'HIGHLIGHT', slug, title, '/products/highlight/' || gid || '/' || slug FROM highlight_lists WHERE slug = $1
       UNION ALL SELECT id, 'BRAND', slug, name, '/brand/' || gid || '/' || slug FROM brands WHERE slug = $1`,
      [slug],
    );
    return rows;
  }

  /** Search-engine data of a results page, with the spec's cuts (accounts.md §2). */
  seo(term: string): { title: string; description: string; canonicalPath: string } {
    return {
      title: text('seo', 'title_template', { title: text('seo', 'search_title', { term: cutSearchTitle(term) }) }),
      description: text('seo', 'search_description', { term: cutSearchDescription(term) }),
      canonicalPath: `/products/search/${encodeURIComponent(term)}`,
    };
  }
}
