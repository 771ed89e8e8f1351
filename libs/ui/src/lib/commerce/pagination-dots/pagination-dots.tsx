import { useTranslation } from 'react-i18next';
import './pagination-dots.css';

export interface PaginationDotsProps {
  /** Number of pages (slides). */
  count: number;
  /** Zero-based index of the page shown. */
  current: number;
  /** Called with the zero-based index of the chosen page. */
  onSelect: (index: number) => void;
  /** Label of the group, e.g. which slider the dots drive. */
  label?: string;
  /** Label of one dot from its one-based number and the count. */
  dotLabel?: (position: number, count: number) => string;
  /** Id of the element the dots control (the slide track). */
  controls?: string;
  className?: string;
}

/**
 * Pagination dots (storefront.md §2 shell elements): one button per page; the current page is
 * marked with aria-current. Each dot's target is 24×24 px even though the dot looks smaller.
 */
export function PaginationDots({
  count,
  current,
  onSelect,
  label,
  dotLabel,
  controls,
  className,
}: PaginationDotsProps) {
  const { t } = useTranslation('common');
  if (count <= 1) return null;
  return (
    <div
      role="group"
      aria-label={label ?? t('pagination.dots_label')}
      className={['gio-pagination-dots', className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: count }, (_, index) => {
        const position = index + 1;
        const isCurrent = index === current;
        return (
          <button
            key={index}
            type="button"
            className="gio-pagination-dots__dot"
            aria-label={
              dotLabel?.(position, count) ?? t('pagination.dot', { index: position, total: count })
            }
            aria-current={isCurrent ? 'true' : undefined}
            aria-controls={controls}
            onClick={() => onSelect(index)}
          >
            <span className="gio-pagination-dots__mark" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
