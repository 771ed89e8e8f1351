import { Button, CommerceLink, Spinner, VisuallyHidden } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import type { NewsfeedState } from './use-newsfeed';
import './header-panels.css';

/**
 * The news panel's content (accounts.md §7 newsfeed): the items newest first, with loading, empty
 * and error states. An item's link follows the shell's rule (`CommerceLink` as `ShellLink`).
 */
export function NewsfeedPanel({ feed }: { feed: NewsfeedState }) {
  const { t } = useTranslation('common');
  const { status, items, hasMore, loadMore } = feed;
  return (
    <>
      <h2 className="sf-panel__title">{t('storefront.newsfeed.title')}</h2>
      {items.length > 0 && (
        <ul className="sf-newsfeed">
          {items.map((item) => (
            <li key={item.id} className="sf-newsfeed__item">
              <p className="sf-newsfeed__title">
                {item.isNew && <span className="sf-badge">{t('storefront.newsfeed.new')}</span>}{' '}
                <strong>{item.title}</strong>
              </p>
              <p>{item.body}</p>
              {item.url && (
                <CommerceLink href={item.url}>
                  {t('storefront.newsfeed.open')}
                  <VisuallyHidden> {item.title}</VisuallyHidden>
                </CommerceLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && <Spinner label={t('loading.label')} />}
      {status === 'ready' && items.length === 0 && <p>{t('storefront.newsfeed.empty')}</p>}
      {status === 'error' && (
        <p role="alert">
          {t('storefront.newsfeed.error')}{' '}
          <Button variant="secondary" size="sm" onClick={loadMore}>
            {t('actions.retry')}
          </Button>
        </p>
      )}
      {status === 'ready' && hasMore && (
        <Button variant="secondary" size="sm" onClick={loadMore}>
          {t('storefront.newsfeed.more')}
        </Button>
      )}
    </>
  );
}
