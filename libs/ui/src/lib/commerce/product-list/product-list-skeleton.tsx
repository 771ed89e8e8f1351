import { useTranslation } from 'react-i18next';
import { Limits } from '@gio/domain-enums';
import { Skeleton } from '../../foundation/skeleton/skeleton';
import { VisuallyHidden } from '../../foundation/visually-hidden/visually-hidden';
import './product-list.css';

export interface ProductListSkeletonProps {
  /** Number of tile placeholders; a page of products by default (storefront.md §9: 6). */
  count?: number;
  className?: string;
}

/**
 * Placeholder of a product list while it loads: a grid of tile skeletons in the product grid's
 * layout, so nothing jumps when the products arrive. Loading is announced once for the whole
 * grid, not per tile.
 */
export function ProductListSkeleton({
  count = Limits.DEFAULT_PAGE_LIMIT,
  className,
}: ProductListSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div
      className={['gio-product-list-skeleton', className].filter(Boolean).join(' ')}
      aria-busy="true"
    >
      <VisuallyHidden role="status">{t('loading.content')}</VisuallyHidden>
      <div className="gio-product-grid" aria-hidden="true">
        {Array.from({ length: Math.max(0, count) }, (_, index) => (
          <div key={index} className="gio-product-grid__item">
            <Skeleton variant="tile" />
          </div>
        ))}
      </div>
    </div>
  );
}
