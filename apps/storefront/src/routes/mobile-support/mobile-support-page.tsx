import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../lib/site-config-context';

/** /mobile-support (storefront.md §2): help for shoppers of the mobile app; the footer is hidden here. */
export function MobileSupportPage() {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  return (
    <article className="sf-page">
      <h1 className="sf-page__title">{t('storefront.mobile_support.title')}</h1>
      <p>{t('storefront.mobile_support.message')}</p>
      <ul>
        {site.support.telephone && (
          <li>
            <a href={`tel:${site.support.telephone.replace(/\s+/g, '')}`}>
              {site.support.telephone}
            </a>
          </li>
        )}
        {site.support.email && (
          <li>
            <a href={`mailto:${site.support.email}`}>{site.support.email}</a>
          </li>
        )}
      </ul>
    </article>
  );
}
