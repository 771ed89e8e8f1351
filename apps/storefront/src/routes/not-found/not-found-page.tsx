import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /404 and the catch-all (storefront.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation('seo');
  return (
    <article className="sf-page">
      <h1 className="sf-page__title">{t('not_found_title')}</h1>
      <p>{t('not_found_description')}</p>
      <Link to="/">{t('common:navigation.home')}</Link>
    </article>
  );
}
