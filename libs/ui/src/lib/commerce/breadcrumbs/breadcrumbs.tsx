import { useTranslation } from 'react-i18next';
import { CommerceLink } from '../shared/link';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Target of the crumb; the last crumb (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the root to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * Breadcrumbs (storefront.md §2 shell elements): a labelled navigation landmark whose last item
 * is marked as the current page. Pages decide where it is hidden (the product page).
 */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={t('navigation.breadcrumb')}
      className={['gio-breadcrumbs', className].filter(Boolean).join(' ')}
    >
      <ol className="gio-breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="gio-breadcrumbs__item">
              {current || !item.href ? (
                <span className="gio-breadcrumbs__text" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <CommerceLink className="gio-breadcrumbs__link" href={item.href}>
                  {item.label}
                </CommerceLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
