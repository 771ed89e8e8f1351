import { ShellSiteBanner, SiteFooter, SiteHeader } from '@gio/shell';
import { VisuallyHidden } from '@gio/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';

/** The id the header's skip link points at (the same in both apps). */
export const MAIN_ID = 'main';

/**
 * After a navigation inside the app, focus moves to the new page's heading, so keyboard and
 * screen-reader users start at the page rather than at the link they left (not on the first
 * load, where the browser's own start is right).
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1')?.focus();
  }, [pathname]);
}

/**
 * What both layouts share: the shop's header (with its skip link), site banner and footer from
 * `@gio/shell`, the same as the storefront's; the `<main>` landmark (busy while a navigation or
 * a form submission loads, with a progress bar and a status for screen readers) and the focus
 * rule above. `nav` goes beside the main content.
 */
export function LayoutChrome({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useFocusHeadingOnNavigation();
  return (
    <>
      <SiteHeader />
      <ShellSiteBanner />
      <div
        className={['acc-layout', nav ? 'acc-layout--with-nav' : null].filter(Boolean).join(' ')}
      >
        <div
          className={['acc-progress', busy ? 'acc-progress--active' : null]
            .filter(Boolean)
            .join(' ')}
          aria-hidden="true"
        />
        <VisuallyHidden role="status">{busy ? t('loading.label') : ''}</VisuallyHidden>
        {nav}
        <main id={MAIN_ID} className="acc-main" tabIndex={-1} aria-busy={busy || undefined}>
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
