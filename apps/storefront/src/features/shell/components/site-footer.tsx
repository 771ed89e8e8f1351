import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SiteFooterProps {
  /** The sign-up form, composed by the shell (storefront.md §2 "A footer with a sign-up form"). */
  signup: ReactNode;
  appStoreLinks: { ios: string; android: string };
  support: { email: string; telephone: string };
}

/** Footer: sign-up form, app-store download links and the support contact (storefront.md §2). */
export function SiteFooter({ signup, appStoreLinks, support }: SiteFooterProps) {
  const { t } = useTranslation('common');
  return (
    <footer className="sf-footer">
      {signup}
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
