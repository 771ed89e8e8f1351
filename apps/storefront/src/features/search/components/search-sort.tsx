import type { PleSort } from '@gio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The orders the gateway's search offers (libs/contracts `sortSchema`), relevance first. */
export const SEARCH_SORTS: readonly PleSort[] = [
  'RELEVANCE',
  'PRICE_ASC',
  'PRICE_DESC',
  'NEWEST',
  'BEST_SELLING',
];

/**
 * The search results' order: a choice sets the `sort` query parameter (relevance removes it)
 * and starts again from the first page, keeping the brand filter; the new url fetches its data.
 */
export function SearchSort({ sort, basePath }: { sort: PleSort; basePath: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const change = (next: PleSort) => {
    const params = new URLSearchParams(location.search);
    if (next === 'RELEVANCE') params.delete('sort');
    else params.set('sort', next);
    const query = params.toString();
    void navigate(`${basePath}${query ? `?${query}` : ''}`);
  };
  return (
    <div className="sf-sort">
      <label htmlFor={id}>{t('search.sort_label')}</label>
      <select
        id={id}
        className="sf-sort__select"
        value={sort}
        onChange={(event) => change(event.target.value as PleSort)}
      >
        {SEARCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`search.sort_${value.toLowerCase()}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
