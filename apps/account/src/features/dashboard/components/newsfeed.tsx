import type { NewsfeedItem } from '@gio/contracts';
import { EmptyState } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

/** The newsfeed's first page (GET /api/account/newsfeed): news, offers and rewards, the unread ones marked. */
export function Newsfeed({ items }: { items: NewsfeedItem[] }) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  if (items.length === 0) {
    return <EmptyState headingLevel={3} title={t('account.dashboard.news_empty_title')} description={t('account.dashboard.news_empty_description')} />;
  }
  return (
    <ul className="acc-card-list acc-card-list--single">
      {items.map((item) => (
        <li key={item.id}>
          <article className="acc-card" aria-label={item.title}>
            <div className="acc-card__body">
              <p className="acc-card__eyebrow">
                {formatDate(item.publishedAt)}
                {item.isNew ? <span className="acc-badge">{t('account.dashboard.news_new')}</span> : null}
              </p>
              <h3 className="acc-card__title">
                {/* Newsfeed links lead to shop pages or elsewhere: a full page load. */}
                {item.url ? <a href={item.url}>{item.title}</a> : item.title}
              </h3>
              <p>{item.body}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
