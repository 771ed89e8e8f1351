import { useTranslation } from 'react-i18next';

/** /unsupported (storefront.md §2): the browser is too old for the shop. */
export function UnsupportedPage() {
  const { t } = useTranslation('common');
  return (
    <article className="sf-page">
      <h1 className="sf-page__title">{t('storefront.unsupported.title')}</h1>
      <p>{t('storefront.unsupported.message')}</p>
    </article>
  );
}
