import type { CategoryPayload, ListedVariantView } from '@gio/contracts';
import { Button, ProductGrid, ProductListEmpty } from '@gio/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMore } from '../hooks/use-load-more';

export interface ProductListProps {
  payload: CategoryPayload;
  /** Accessible name of the list. */
  label: string;
  /** One tile per variant; the route passes the cart-aware tile. */
  renderTile: (variant: ListedVariantView, index: number) => ReactNode;
  /** Shown instead of the generic empty state (e.g. search without results). */
  empty?: ReactNode;
}

/** A page's product grid with its "load more" button (storefront.md §4). */
export function ProductList({ payload, label, renderTile, empty }: ProductListProps) {
  const { t } = useTranslation('common');
  const { loadMore, loading } = useLoadMore(payload.pagination.paginationApiUrl);
  if (payload.products.length === 0) return <>{empty ?? <ProductListEmpty />}</>;
  return (
    <div className="sf-product-list">
      <ProductGrid label={label}>
        {payload.products.map((entry, index) => renderTile(entry.variant, index))}
      </ProductGrid>
      <p className="sf-product-list__count" aria-live="polite">
        {t('pagination.showing', {
          shown: payload.products.length,
          total: payload.pagination.totalCount,
        })}
      </p>
      {payload.pagination.hasNextCategory && payload.pagination.paginationApiUrl && (
        <Button variant="secondary" onClick={() => void loadMore()} loading={loading}>
          {t('pagination.load_more')}
        </Button>
      )}
    </div>
  );
}
