import { useTranslation } from 'react-i18next';
import { SupportContactItems } from '@gio/shell';

/** /mobile-support (storefront.md §2): help for shoppers of the mobile app; the footer is hidden here. */
export function MobileSupportPage() {
  const { t } = useTranslation('common');
  return (
    <article className="sf-page">
      <h1 className="sf-page__title">{t('storefront.mobile_support.title')}</h1>
      <p>{t('storefront.mobile_support.message')}</p>
      <ul>
        <SupportContactItems />
      </ul>
    </article>
  );
}
