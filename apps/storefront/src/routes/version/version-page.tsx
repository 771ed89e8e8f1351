import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@gio/shell';

/** /version (storefront.md §2): which release is running, for support and deploy checks. */
export function VersionPage() {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  return (
    <article className="sf-page">
      <h1 className="sf-page__title">{t('storefront.version.title')}</h1>
      <p>
        {t('app.name')} <code data-testid="app-version">{site.version}</code>
      </p>
    </article>
  );
}
