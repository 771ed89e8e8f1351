import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketIcon } from '../icons/icons';
import './empty-state.css';

export interface EmptyStateProps {
  /** Defaults to "Chưa có gì ở đây". */
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative art; a basket by default. */
  icon?: ReactNode;
  /** Buttons or links that lead somewhere useful. */
  actions?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing: an empty cart, no search results, no orders yet. */
export function EmptyState({ title, description, icon, actions, headingLevel = 2, className }: EmptyStateProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['gio-empty-state', className].filter(Boolean).join(' ')}>
      <span className="gio-empty-state__art" aria-hidden="true">
        {icon ?? <BasketIcon />}
      </span>
      <Heading className="gio-empty-state__title">{title ?? t('empty_state.title')}</Heading>
      <p className="gio-empty-state__description">{description ?? t('empty_state.description')}</p>
      {actions && <div className="gio-empty-state__actions">{actions}</div>}
    </div>
  );
}
