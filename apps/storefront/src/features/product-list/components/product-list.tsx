import type { CategoryPayload, ListedVariantView } from '@gio/contracts';
import { Button, ProductGrid, ProductListEmpty } from '@gio/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMore } from '../hooks/use-load-more';
import type { PlesListSource } from '../lib/ples-list';

export interface ProductListProps {
  payload: CategoryPayload;
  /** Accessible name of the list. */
  label: string;
  /** One tile per variant; the route passes the cart-aware tile. */
  renderTile: (variant: ListedVariantView, index: number) => ReactNode;
  /** Shown instead of the generic empty state (e.g. search without results). */
  empty?: ReactNode;
  /**
   * The list's GraphQL operation (category, search and brand pages): "load more" asks it for the
   * next cursor page through Apollo Client. Without it, the next page's page data.
   */
  list?: PlesListSource | null;
}

/**
 * A page's product grid with its "load more" button (storefront.md §4). The first page is the
 * server-rendered page data; each "load more" appends the next page. Keyboard focus then moves
 * to the first product added, so that a keyboard user carries on from there (the button may be
 * gone: the list has no more), and the count below the grid is announced.
 */
export function ProductList({ payload, label, renderTile, empty, list = null }: ProductListProps) {
  const { t } = useTranslation('common');
  const { loadMore, loading } = useLoadMore(payload, list);
  const root = useRef<HTMLDivElement | null>(null);
  // The index of the first product a pending "load more" adds, focused once it is shown.
  const focusFrom = useRef<number | null>(null);
  const count = payload.products.length;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || count <= index) return;
    focusFrom.current = null;
    const item = root.current?.querySelectorAll(':scope > ul > li')[index];
    item?.querySelector<HTMLElement>('a:not([tabindex="-1"]), button')?.focus();
  }, [count]);

  const onLoadMore = () => {
    if (loading) return;
    focusFrom.current = count;
    void loadMore().then((added) => {
      if (added === 0) focusFrom.current = null;
    });
  };

  if (count === 0) return <>{empty ?? <ProductListEmpty />}</>;
  return (
    <div className="sf-product-list" ref={root}>
      <ProductGrid label={label}>
        {payload.products.map((entry, index) => renderTile(entry.variant, index))}
      </ProductGrid>
      <p className="sf-product-list__count" aria-live="polite">
        {t('pagination.showing', { shown: count, total: payload.pagination.totalCount })}
      </p>
      {payload.pagination.hasNextCategory && payload.pagination.paginationApiUrl && (
        <Button variant="secondary" onClick={onLoadMore} loading={loading}>
          {t('pagination.load_more')}
        </Button>
      )}
    </div>
  );
}
