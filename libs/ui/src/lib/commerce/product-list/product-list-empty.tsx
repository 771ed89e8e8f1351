import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../foundation/empty-state/empty-state';

export interface ProductListEmptyProps {
  /** A link or button that leads somewhere useful (e.g. back to all categories). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A product list with no products (an empty category, a filter that matches nothing). */
export function ProductListEmpty({ actions, headingLevel = 2, className }: ProductListEmptyProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      className={className}
      headingLevel={headingLevel}
      title={t('product_list.empty_title')}
      description={t('product_list.empty_description')}
      actions={actions}
    />
  );
}
