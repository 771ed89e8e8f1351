import { ApiErrorCode, type PleSort, type SearchSuggestionView } from '@gio/contracts';
import {
  cutSearchDescription,
  cutSearchTitle,
  foldDiacritics,
  isSearchableTerm,
  limitBrandMatches,
  matchesSearchQuery,
  sanitizeSearchTerm,
  searchPath,
  searchTokens,
} from '@gio/domain-search';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { decodeOffset } from '../catalogue/cursor';
import { FULFILLMENT_FILTER_METHOD, offsetPage, pageLimit, type FulfillmentFilterName, type VariantPage } from '../catalogue/listing';
import type { CatalogueService } from '../catalogue/service';
import { text } from '../i18n/texts';
import { withinOneEdit } from './edit-distance';
import {
  bestMatchRows,
  matchBrandCounts,
  rankedMatchRows,
  topSearchTerms,
  vocabularyWords,
  webSlugConfigsBySlug,
  type BrandCount,
  type SearchFilter,
  type WebSlugConfigRow,
} from './search-store';

/** Query words beyond this are ignored: they only make the statement longer. */
const MAX_TOKENS = 6;
/** Words shorter than this get no typo tolerance (one edit of "sua" is half the word). */
const TYPO_MIN_LENGTH = 4;
/** Candidate words per query word: a cap against pathological prefixes. */
const MAX_CANDIDATES = 200;
/** Terms whose plan a process remembers; past it the memo starts again. */
const MAX_PLANS = 2000;

export interface SearchOptions {
  readonly limit?: number;
  readonly cursor?: string | null;
  /** Brand gids. */
  readonly brands?: readonly string[] | null;
  readonly sort?: PleSort | null;
  readonly inStockOnly?: boolean | null;
  readonly fulfillment?: FulfillmentFilterName | null;
}

/** A parsed query: per word, the vocabulary words that count as a match. */
interface QueryPlan {
  tokens: string[];
  candidates: string[][];
}

/** The stock and fulfilment filters of the options, as the search statements take them. */
function searchFilter(options: SearchOptions): SearchFilter {
  return {
    inStockOnly: options.inStockOnly,
    fulfillmentMethod: options.fulfillment ? FULFILLMENT_FILTER_METHOD[options.fulfillment] : null,
  };
}

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
 * vocabulary table (trigram index for typos; the plan is remembered per term until the
 * catalogue changes), then variants are matched with the GIN index of `search_words`: every
 * query word must hit one of its candidate words.
 *
 * Ranking costs one page, not one catalogue: the best possible score belongs to variants whose
 * name holds every query word, so when those fill the page (the common case: a word that many
 * products are named by) the page is an index-only walk of `variants_search_rank_idx` in
 * best-seller order that stops after it. Otherwise every match is scored, on narrow columns,
 * and only the page's rows are read whole.
 */
export class SearchService {
  private readonly plans = new Map<string, QueryPlan>();
  private plansVersion = Number.NaN;

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

  /** The term's plan; the vocabulary is catalogue data, so plans live as long as its version. */
  private async plan(term: string): Promise<QueryPlan> {
    const { version } = await this.catalogue.reference();
    if (version !== this.plansVersion) {
      this.plans.clear();
      this.plansVersion = version;
    }
    const known = this.plans.get(term);
    if (known) return known;
    const plan = await this.resolvePlan(term);
    if (this.plansVersion === version) {
      if (this.plans.size >= MAX_PLANS) this.plans.clear();
      this.plans.set(term, plan);
    }
    return plan;
  }

  private async resolvePlan(term: string): Promise<QueryPlan> {
    const tokens = [...new Set(searchTokens(term))].slice(0, MAX_TOKENS);
    const patterns = tokens.flatMap((t) => (t.length >= TYPO_MIN_LENGTH ? [`${t}%`, `${t[0]}%`] : [`${t}%`]));
    const typoTokens = tokens.filter((t) => t.length >= TYPO_MIN_LENGTH);
    const words = await vocabularyWords(this.db, patterns, typoTokens);
    const candidates = tokens.map((token) =>
      words
        .filter((word) => word.startsWith(token) || (token.length >= TYPO_MIN_LENGTH && withinOneEdit(token, word)))
        .sort((a, b) => Number(b === token) - Number(a === token) || a.length - b.length || a.localeCompare(b))
        .slice(0, MAX_CANDIDATES),
    );
    return { tokens, candidates };
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
    let brandIds: string[] | null = null;
    if (options.brands && options.brands.length > 0) {
      const reference = await this.catalogue.reference();
      brandIds = options.brands.flatMap((gid) => reference.brandByGid.get(gid)?.id ?? []);
    }
    const sort = options.sort ?? 'RELEVANCE';
    const page =
      (sort === 'RELEVANCE' ? await this.bestMatchesPage(plan, options, brandIds, limit, offset) : null) ??
      (await this.rankedPage(plan, options, brandIds, sort, limit, offset));
    if (!facets) return { term, page, totalCount: null, brandCounts: null };

    const counts = await matchBrandCounts(this.db, plan, searchFilter(options));
    const selected = new Set(options.brands ?? []);
    const totalCount = counts
      .filter((c) => selected.size === 0 || selected.has(c.gid))
      .reduce((sum, c) => sum + c.count, 0);
    return { term, page, totalCount, brandCounts: counts };
  }

  /**
   * The page when variants named by every query word fill it, else null. Those variants score
   * the maximum (5 per word, see the relevance of search-store.ts) and nothing else does, so
   * among the ranking's first rows they come first, by best sellers: the statement walks
   * `variants_search_rank_idx` in that order, checks the words and filters on the index alone,
   * and stops after offset + limit + 1 rows.
   * A word missing from the vocabulary (a typo) has no exact match, so the rule does not apply.
   */
  private async bestMatchesPage(
    plan: QueryPlan,
    options: SearchOptions,
    brandIds: readonly string[] | null,
    limit: number,
    offset: number,
  ): Promise<VariantPage | null> {
    if (!plan.tokens.every((token, i) => plan.candidates[i]?.[0] === token)) return null;
    const rows = await bestMatchRows(this.db, plan.tokens, searchFilter(options), brandIds, limit + 1, offset);
    return rows.length > limit ? offsetPage(rows, limit, offset) : null;
  }

  /** Scores every match on narrow columns in a subquery, then reads only the page's rows whole. */
  private async rankedPage(
    plan: QueryPlan,
    options: SearchOptions,
    brandIds: readonly string[] | null,
    sort: PleSort,
    limit: number,
    offset: number,
  ): Promise<VariantPage> {
    const rows = await rankedMatchRows(this.db, plan, searchFilter(options), brandIds, sort, limit + 1, offset);
    return offsetPage(rows, limit, offset);
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
    const fromBrands = (await this.catalogue.reference()).brandList
      .filter((b) => matchesSearchQuery(b.name, term) || foldDiacritics(b.name).includes(folded.slice(1, -1)))
      .map((b): WebSlugConfigRow => ({ id: b.id, type: 'BRAND', slug: b.slug, title: b.name, path: `/brand/${b.gid}/${b.slug}` }));
    return [...fromCategories, ...fromBrands].slice(0, limit);
  }

  /**
   * The header search's suggestions while the shopper types (accounts.md §2 "Top searches are
   * offered", §5 search): the top searches that match the term, then category and brand pages,
   * then the first products of the same search the results page runs, so a suggestion never
   * promises what the results would not find. Matching is the full-text search's: accents
   * ignored ("sua" finds "Sữa"), word prefixes. A term too short to search is a 400, as for search.
   */
  async suggestions(rawTerm: string, limit: number): Promise<{ term: string; suggestions: SearchSuggestionView[] }> {
    const term = this.checkTerm(rawTerm);
    const terms = (await topSearchTerms(this.db))
      .filter((top) => matchesSearchQuery(top, term))
      .map((top): SearchSuggestionView => ({ type: 'TERM', label: top, path: searchPath(top) }));
    const configs = await this.webSlugConfigs(term, limit);
    // At most 3 brand matches, as on the results page (storefront.md §5).
    const pages = [
      ...configs.filter((config) => config.type === 'CATEGORY'),
      ...limitBrandMatches(configs.filter((config) => config.type === 'BRAND')),
    ].map((config): SearchSuggestionView => ({ type: config.type as 'CATEGORY' | 'BRAND', label: config.title, path: config.path }));
    const { page } = await this.search(term, { limit }, false);
    const products = page.rows.map(
      (row): SearchSuggestionView => ({ type: 'PRODUCT', label: row.name, path: `/product/${row.gid}/${row.slug}` }),
    );
    // Each kind keeps a place when there are more than `limit` in all: terms first, products last.
    const byKind = [terms, pages, products];
    const share = Math.max(1, Math.floor(limit / byKind.length));
    const picked = byKind.map((list) => list.slice(0, share));
    let room = limit - picked.reduce((sum, list) => sum + list.length, 0);
    for (let i = byKind.length - 1; i >= 0 && room > 0; i -= 1) {
      const extra = byKind[i].slice(picked[i].length, picked[i].length + room);
      picked[i] = [...picked[i], ...extra];
      room -= extra.length;
    }
    return { term, suggestions: picked.flat().slice(0, limit) };
  }

  /** A web slug config by exact slug: categories, module pages, text pages, highlights, brands. */
  webSlugConfigBySlug(slug: string): Promise<WebSlugConfigRow[]> {
    return webSlugConfigsBySlug(this.db, slug);
  }

  /** The top searches, in order, with their results paths. */
  async topSearches(): Promise<{ term: string; path: string }[]> {
    return (await topSearchTerms(this.db)).map((term) => ({ term, path: searchPath(term) }));
  }

  /** Search-engine data of a results page, with the spec's cuts (accounts.md §2). */
  seo(term: string): { title: string; description: string; canonicalPath: string } {
    return {
      title: text('seo', 'title_template', { title: text('seo', 'search_title', { term: cutSearchTitle(term) }) }),
      description: text('seo', 'search_description', { term: cutSearchDescription(term) }),
      canonicalPath: searchPath(term),
    };
  }
}
