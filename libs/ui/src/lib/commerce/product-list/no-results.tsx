import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../foundation/empty-state/empty-state';
import { CommerceLink } from '../shared/link';
import './product-list.css';

export interface SearchSuggestion {
  label: string;
  /** Search page of the suggestion (the app builds /products/search/{term}). */
  href: string;
}

export interface NoResultsProps {
  /** The search term that found nothing. */
  term: string;
  /** Top searches to try instead (accounts.md §2: top searches are offered). */
  suggestions?: readonly SearchSuggestion[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** No-results state of a search (accounts.md §2), with top searches as suggestions. */
export function NoResults({ term, suggestions = [], headingLevel = 2, className }: NoResultsProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';
  return (
    <EmptyState
      className={['gio-no-results', className].filter(Boolean).join(' ')}
      headingLevel={headingLevel}
      title={t('search.no_results_title', { term })}
      description={t('search.no_results_hint')}
      actions={
        suggestions.length > 0 ? (
          <div className="gio-no-results__suggestions">
            <SubHeading id={headingId} className="gio-no-results__suggestions-title">
              {t('search.top_searches')}
            </SubHeading>
            <ul aria-labelledby={headingId} className="gio-no-results__list">
              {suggestions.map((suggestion) => (
                <li key={suggestion.href}>
                  <CommerceLink className="gio-no-results__chip" href={suggestion.href}>
                    {suggestion.label}
                  </CommerceLink>
                </li>
              ))}
            </ul>
          </div>
        ) : undefined
      }
    />
  );
}
