import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { NotFoundPage } from '../routes/not-found/not-found-page';
import { RootRoute } from './root-route';
import { RethrowRouteError } from './rethrow-route-error';

// One chunk per page (first-load JS budget): the key is the module's path in Vite's manifest.
const HomePage = lazyPage('src/routes/home/home-page.tsx', () =>
  import('../routes/home/home-page').then((m) => m.HomePage),
);
const ModulePage = lazyPage('src/routes/module/module-page.tsx', () =>
  import('../routes/module/module-page').then((m) => m.ModulePage),
);
const SearchPage = lazyPage('src/routes/search/search-page.tsx', () =>
  import('../routes/search/search-page').then((m) => m.SearchPage),
);
const ListPage = lazyPage('src/routes/list/list-page.tsx', () =>
  import('../routes/list/list-page').then((m) => m.ListPage),
);
const CategoryPage = lazyPage('src/routes/category/category-page.tsx', () =>
  import('../routes/category/category-page').then((m) => m.CategoryPage),
);
const ProductPage = lazyPage('src/routes/product/product-page.tsx', () =>
  import('../routes/product/product-page').then((m) => m.ProductPage),
);
const TextPage = lazyPage('src/routes/text/text-page.tsx', () =>
  import('../routes/text/text-page').then((m) => m.TextPage),
);
const MobileSupportPage = lazyPage('src/routes/mobile-support/mobile-support-page.tsx', () =>
  import('../routes/mobile-support/mobile-support-page').then((m) => m.MobileSupportPage),
);
const UnsupportedPage = lazyPage('src/routes/unsupported/unsupported-page.tsx', () =>
  import('../routes/unsupported/unsupported-page').then((m) => m.UnsupportedPage),
);
const VersionPage = lazyPage('src/routes/version/version-page.tsx', () =>
  import('../routes/version/version-page').then((m) => m.VersionPage),
);
const CartPage = lazyPage('src/routes/cart/cart-page.tsx', () =>
  import('../routes/cart/cart-page').then((m) => m.CartPage),
);
const CartRecommendationsPage = lazyPage(
  'src/routes/cart-recommendations/cart-recommendations-page.tsx',
  () =>
    import('../routes/cart-recommendations/cart-recommendations-page').then(
      (m) => m.CartRecommendationsPage,
    ),
);
const CheckoutPage = lazyPage('src/routes/checkout/checkout-page.tsx', () =>
  import('../routes/checkout/checkout-page').then((m) => m.CheckoutPage),
);
const CheckoutLoginPage = lazyPage('src/routes/checkout-login/checkout-login-page.tsx', () =>
  import('../routes/checkout-login/checkout-login-page').then((m) => m.CheckoutLoginPage),
);
const OrderPendingPage = lazyPage('src/routes/order-pending/order-pending-page.tsx', () =>
  import('../routes/order-pending/order-pending-page').then((m) => m.OrderPendingPage),
);
const ConfirmationPage = lazyPage('src/routes/confirmation/confirmation-page.tsx', () =>
  import('../routes/confirmation/confirmation-page').then((m) => m.ConfirmationPage),
);
const InvitePage = lazyPage('src/routes/invite/invite-page.tsx', () =>
  import('../routes/invite/invite-page').then((m) => m.InvitePage),
);
const LoginPage = lazyPage('src/routes/login/login-page.tsx', () =>
  import('../routes/login/login-page').then((m) => m.LoginPage),
);

/** What a route's `handle` carries: its lazy page, preloaded before hydration and by the server. */
export interface PageHandle {
  page: LazyPage;
}

/** A route of one lazy page. */
function page(path: string | undefined, Page: LazyPage, children?: RouteObject[]): RouteObject {
  const handle: PageHandle = { page: Page };
  return path === undefined
    ? { index: true, element: <Page />, handle }
    : { path, element: <Page />, handle, ...(children ? { children } : {}) };
}

/** A route "with child :pages/:range" (storefront.md §2): the same page for later pages of its list. */
function paged(path: string, Page: LazyPage): RouteObject {
  return page(path, Page, [{ path: ':pages/:range', element: null }]);
}

/** The lazy pages a set of route matches renders. */
export function pagesOf(matches: readonly { route: { handle?: unknown } }[] | null): LazyPage[] {
  return (matches ?? []).flatMap((match) => {
    const handle = match.route.handle as Partial<PageHandle> | undefined;
    return handle?.page ? [handle.page] : [];
  });
}

/** Every lazy page (tests render any route synchronously after this). */
export const ALL_PAGES: readonly LazyPage[] = [
  HomePage,
  ModulePage,
  SearchPage,
  ListPage,
  CategoryPage,
  ProductPage,
  TextPage,
  MobileSupportPage,
  UnsupportedPage,
  VersionPage,
  CartPage,
  CartRecommendationsPage,
  CheckoutPage,
  CheckoutLoginPage,
  OrderPendingPage,
  ConfirmationPage,
  InvitePage,
  LoginPage,
];

/** A page rendered as it is, for routes whose element is small enough for the main chunk. */
function eager(path: string, element: ReactNode): RouteObject {
  return { path, element };
}

/** The pages below the shell (storefront.md §2). */
const pages: RouteObject[] = [
  page(undefined, HomePage),
  paged('m/:slug', ModulePage),
  page('products/search', SearchPage),
  paged('products/search/:term', SearchPage),
  page('products/action/:id', ListPage),
  page('products/highlight/:gid/:slug', ListPage),
  paged('products/:category/:gid/:slug', CategoryPage),
  page('product/:gid/:slug', ProductPage),
  paged('brand/:gid/:slug', ListPage),
  paged('t/:slug', TextPage),
  page('mobile-support', MobileSupportPage),
  page('unsupported', UnsupportedPage),
  page('version', VersionPage),
  page('cart', CartPage),
  paged('cart-recommendations', CartRecommendationsPage),
  page('checkout', CheckoutPage),
  page('checkout-login', CheckoutLoginPage),
  page('order-pending', OrderPendingPage),
  page('confirmation', ConfirmationPage),
  page('invite/:promocode', InvitePage),
  page('login', LoginPage),
  eager('404', <NotFoundPage />),
  eager('*', <NotFoundPage />),
];

/**
 * The storefront's routes (storefront.md §2). Pages take their content from the page data the
 * shell's PageDataProvider holds, so the routes carry no loaders; the same objects serve the
 * browser router and the server's static handler. Cart and checkout pages read the cart and
 * checkout calls after hydration. The account app's pages (domain-shell `appOfPath`) are not
 * routes here: the shell's links to them load their document.
 */
export const routes: RouteObject[] = [
  {
    id: 'shell',
    path: '/',
    element: <RootRoute />,
    children: [
      {
        // Pathless: hands page render errors to the shell's boundary (see RethrowRouteError).
        errorElement: <RethrowRouteError />,
        children: pages,
      },
    ],
  },
];
