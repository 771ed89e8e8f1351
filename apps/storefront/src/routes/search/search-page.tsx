import { SourceType } from '@gio/domain-enums';
import { isSearchableTerm, limitBrandMatches, searchPath } from '@gio/domain-search';
import { NoResults, ProductListSkeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CartProductTile } from '../../components/cart-product-tile';
import { CategoryBrandFilter } from '../../features/brand-filter/components/category-brand-filter';
import { ProductList } from '../../features/product-list/components/product-list';
import { SearchSort } from '../../features/search/components/search-sort';
import { usePageData } from '../../lib/page-data-provider';

/** The `fulfillment` filter of the page's url, or none for any other value. */
function fulfillmentOf(search: string): 'LOCAL_DELIVERY' | 'IN_STORE_PICKUP' | null {
  const value = new URLSearchParams(search).get('fulfillment');
  return value === 'LOCAL_DELIVERY' || value === 'IN_STORE_PICKUP' ? value : null;
}

function TopSearches({ terms }: { terms: readonly string[] }) {
  const { t } = useTranslation('common');
  if (terms.length === 0) return null;
  return (
    <section className="sf-top-searches" aria-labelledby="sf-top-searches">
      <h2 id="sf-top-searches">{t('search.top_searches')}</h2>
      <ul>
        {terms.map((term) => (
          <li key={term}>
            <Link to={searchPath(term)}>{term}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Search pages (storefront.md §2, accounts.md §2): /products/search offers the top searches;
 * /products/search/:term shows results with at most 3 brand matches, the brand filter and
 * "load more" (the next plesFullTextSearch page, storefront.md §7), or the no-results state
 * with suggestions. A term too short to search (domain-search `isSearchableTerm`) explains the
 * minimum instead of searching.
 */
export function SearchPage() {
  const { t } = useTranslation('common');
  const data = usePageData('search');
  const location = useLocation();
  if (!data) return <ProductListSkeleton />;
  const { term, payload, topSearches } = data;

  if (!term) {
    return (
      <div className="sf-page">
        <h1 className="sf-page__title">{t('search.label')}</h1>
        <TopSearches terms={topSearches} />
      </div>
    );
  }
  if (!isSearchableTerm(term) || !payload) {
    return (
      <div className="sf-page">
        <h1 className="sf-page__title">{t('search.results_for', { term })}</h1>
        <p role="status">{t('search.min_length')}</p>
        <TopSearches terms={topSearches} />
      </div>
    );
  }
  const suggestions = topSearches.map((label) => ({ label, href: searchPath(label) }));
  const brands = limitBrandMatches(payload.brandTexts.list);
  return (
    <div className="sf-page sf-listing">
      <h1 className="sf-page__title">{t('search.results_for', { term })}</h1>
      {brands.length > 0 && (
        <section className="sf-brand-matches" aria-labelledby="sf-brand-matches">
          <h2 id="sf-brand-matches">{t('search.brand_matches')}</h2>
          <ul>
            {brands.map((brand) => (
              <li key={brand.gid}>
                <Link to={`/brand/${brand.gid}/${brand.slug}`}>{brand.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <aside className="sf-listing__aside" aria-label={t('filters.title')}>
        <CategoryBrandFilter
          brands={payload.brandTexts.list}
          selected={payload.brandTexts.selectedList}
          basePath={searchPath(term)}
        />
      </aside>
      <div className="sf-listing__main">
        {payload.products.length > 0 && <SearchSort sort={data.sort} basePath={searchPath(term)} />}
        <ProductList
          payload={payload}
          label={t('search.results_for', { term })}
          list={{
            kind: 'search',
            term,
            sort: data.sort,
            fulfillment: fulfillmentOf(location.search),
          }}
          renderTile={(variant, index) => (
            <CartProductTile
              key={variant.id}
              variant={variant}
              eager={index < 4}
              source={{ sourceType: SourceType.SEARCH_TERM, sourceId: term, position: index }}
              headingLevel={2}
            />
          )}
          empty={<NoResults term={term} suggestions={suggestions} />}
        />
      </div>
    </div>
  );
}
