import type { CategoryView, NavCategoryView } from '@gio/contracts';
import { isNavigationBlocked } from '@gio/domain-cart';
import { isShellElementHidden, pageNameFromPath, shouldResetRenderError } from '@gio/domain-shell';
import { ShellSiteBanner, SiteFooter, SiteHeader, useSiteConfig } from '@gio/shell';
import {
  BackToTopButton,
  Breadcrumbs,
  ErrorBoundary,
  ErrorScreen,
  ProductListSkeleton,
  type BreadcrumbItem,
} from '@gio/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigationType,
} from 'react-router';
import { useCart } from '../lib/cart';
import { applyHead, pageHead } from '../lib/head';
import { ContentHydrated } from '../lib/content-hydrated';
import { lazyComponent } from '../lib/lazy-page';
import type { PageData } from '../lib/page-data';
import { usePageDataState } from '../lib/page-data-provider';
import { useTracking } from '../lib/tracking';
import { NotFoundPage } from '../routes/not-found/not-found-page';

// Pop-ups open after hydration only: their code loads then, outside the first-load bundle.
export const FirstLoadEngagement = lazyComponent(() =>
  import('./first-load').then((module) => module.AppFirstLoad),
);

/**
 * The pop-ups, once the page has hydrated: they are the browser's business, and neither the
 * server render nor hydration includes them. The flag lives here, not in the shell, so that
 * hydrating does not render the whole page a second time.
 */
function PopUpsAfterHydration(props: Parameters<typeof FirstLoadEngagement>[0]) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <FirstLoadEngagement {...props} />
    </Suspense>
  );
}

/**
 * storefront.md §4: navigation waits while a cart quantity update is pending, then goes on.
 * Its own component, so that a cart change re-renders this guard and not the shell and its page.
 */
function CartNavigationGuard() {
  const { pending } = useCart();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isNavigationBlocked(pending) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked' && !isNavigationBlocked(pending)) blocker.proceed();
  }, [blocker, pending]);
  return null;
}

/** Breadcrumbs of a page from its data (storefront.md §2); none on the home page. */
function breadcrumbsOf(data: PageData | null, home: string): BreadcrumbItem[] {
  if (!data) return [];
  const root: BreadcrumbItem = { label: home, href: '/' };
  const crumbs = (list: readonly Pick<CategoryView, 'displayName' | 'name' | 'path'>[]) =>
    list.map((c) => ({ label: c.displayName || c.name, href: c.path }));
  switch (data.page) {
    case 'category':
      return [
        root,
        ...crumbs(data.breadcrumbs.slice(0, -1)),
        { label: data.category.displayName || data.category.name },
      ];
    case 'product':
      return [root, ...crumbs(data.breadcrumbs), { label: data.variant.name }];
    case 'list':
    case 'text':
      return [root, { label: data.title }];
    case 'module':
      return [root, { label: data.modulePage.title }];
    case 'search':
      return data.term ? [root, { label: data.term }] : [];
    default:
      return [];
  }
}

/**
 * The storefront shell (storefront.md §2): header with search and cart, site banner (both from
 * `@gio/shell`, which the account app renders too), breadcrumbs, the page, footer with sign-up,
 * back-to-top; each hidden where domain-shell says.
 * A render error of the page shows TEMPORARILY UNAVAILABLE until the canonical url changes.
 */
export function Shell() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigationType = useNavigationType();
  const site = useSiteConfig();
  const { data, loading } = usePageDataState();
  const categoryTree = useRef<{ top: readonly NavCategoryView[]; rootGid: string | null }>({
    top: [],
    rootGid: null,
  });
  if (data?.page === 'home' && !site.limitedProductsMode) {
    categoryTree.current = { top: data.categoryTree, rootGid: data.categoryRootGid };
  }

  const page = pageNameFromPath(location.pathname);
  const hidden = (element: Parameters<typeof isShellElementHidden>[0]) =>
    isShellElementHidden(element, { page, isApp: site.isApp });
  const canonical = data?.seo.canonicalPath ?? location.pathname;

  // Error boundary reset: only a change of the canonical url gives the page another try.
  const [resetKey, setResetKey] = useState(canonical);
  if (shouldResetRenderError(resetKey, canonical)) setResetKey(canonical);

  const tracking = useTracking();
  const trackedView = useRef<{ key: string; canonical: string } | null>(null);
  useEffect(() => {
    // The server render wrote the first head; later pages update it here.
    if (loading) return;
    applyHead(
      document,
      pageHead(data, i18n.t.bind(i18n), window.location.origin, location.pathname, site.currency),
    );
    // One page view per page shown: a replace on the same page (load more, a redirect's
    // arrival) is not another view.
    const previous = trackedView.current;
    if (previous?.key === location.key) return;
    if (navigationType === 'REPLACE' && previous?.canonical === canonical) return;
    trackedView.current = { key: location.key, canonical };
    tracking.pageView(document.title);
  }, [
    canonical,
    data,
    i18n,
    loading,
    location.key,
    location.pathname,
    navigationType,
    site.currency,
    tracking,
  ]);

  const crumbs = hidden('breadcrumbs') ? [] : breadcrumbsOf(data, t('navigation.home'));

  return (
    <div className="sf-app">
      <SiteHeader
        categories={categoryTree.current.top}
        categoryRootGid={categoryTree.current.rootGid}
        searchTerm={data?.page === 'search' ? data.term : ''}
      />
      <ShellSiteBanner />
      {crumbs.length > 1 && <Breadcrumbs items={crumbs} className="sf-breadcrumbs" />}
      <main id="main" className="sf-main" tabIndex={-1} aria-busy={loading || undefined}>
        <ErrorBoundary
          resetKey={resetKey}
          onError={(error) => console.error('Render error', { url: canonical, error })}
          fallback={(reset) => (
            <>
              <ErrorScreen
                supportPhone={site.support.telephone}
                supportEmail={site.support.email}
                onRetry={reset}
                autoFocus
              />
              <ContentHydrated />
            </>
          )}
        >
          {loading ? (
            <ProductListSkeleton />
          ) : data?.page === 'not-found' ? (
            <>
              <NotFoundPage />
              <ContentHydrated />
            </>
          ) : (
            // A page whose chunk is not loaded yet (first visit of that kind of page).
            <Suspense fallback={<ProductListSkeleton />}>
              <Outlet />
              <ContentHydrated />
            </Suspense>
          )}
        </ErrorBoundary>
      </main>
      <SiteFooter />
      {!hidden('backToTop') && <BackToTopButton focusTargetId="main" />}
      {!site.maintenanceMode && <PopUpsAfterHydration page={page} pathname={location.pathname} />}
      <CartNavigationGuard />
      <ScrollRestoration />
    </div>
  );
}
