import { isShellElementHidden, pageNameFromPath } from '@gio/domain-shell';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../providers/site-config-context';
import { LazySignupForm } from './lazy-signup-form';
import './site-footer.css';

/**
 * Footer (storefront.md §2 "A footer with a sign-up form and app-store download links"), the same
 * in both apps: the sign-up form (its code loads when the footer nears the viewport), the
 * app-store links and the support contact of the site configuration. Hidden where domain-shell
 * `isShellElementHidden('footer')` says: cart, checkout, mobile support and order pending.
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { appStoreLinks, support } = useSiteConfig();
  if (isShellElementHidden('footer', { page: pageNameFromPath(pathname) })) return null;
  return (
    <footer className="sf-footer">
      <LazySignupForm />
      {(appStoreLinks.ios || appStoreLinks.android) && (
        <nav className="sf-footer__apps" aria-label={t('storefront.footer.apps_label')}>
          {appStoreLinks.ios && (
            <a href={appStoreLinks.ios} rel="noopener noreferrer">
              {t('storefront.footer.app_store')}
            </a>
          )}
          {appStoreLinks.android && (
            <a href={appStoreLinks.android} rel="noopener noreferrer">
              {t('storefront.footer.google_play')}
            </a>
          )}
        </nav>
      )}
      <p className="sf-footer__support">
        {support.telephone && (
          <a href={`tel:${support.telephone.replace(/\s+/g, '')}`}>{support.telephone}</a>
        )}{' '}
        {support.email && <a href={`mailto:${support.email}`}>{support.email}</a>}
      </p>
      <p className="sf-footer__tagline">{t('app.tagline')}</p>
    </footer>
  );
}
