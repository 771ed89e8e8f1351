import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { CategoryPage } from '../routes/category/category-page';
import { HomePage } from '../routes/home/home-page';
import { ListPage } from '../routes/list/list-page';
import { MobileSupportPage } from '../routes/mobile-support/mobile-support-page';
import { ModulePage } from '../routes/module/module-page';
import { NotFoundPage } from '../routes/not-found/not-found-page';
import { ProductPage } from '../routes/product/product-page';
import { SearchPage } from '../routes/search/search-page';
import { TextPage } from '../routes/text/text-page';
import { UnsupportedPage } from '../routes/unsupported/unsupported-page';
import { VersionPage } from '../routes/version/version-page';
import { RootRoute } from './root-route';
import { RethrowRouteError } from './rethrow-route-error';

/** A route "with child :pages/:range" (storefront.md §2): the same page for later pages of its list. */
function paged(path: string, element: ReactNode): RouteObject {
  return { path, element, children: [{ path: ':pages/:range', element: null }] };
}

/** The pages below the shell (storefront.md §2). */
const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  paged('m/:slug', <ModulePage />),
  { path: 'products/search', element: <SearchPage /> },
  paged('products/search/:term', <SearchPage />),
  { path: 'products/action/:id', element: <ListPage /> },
  { path: 'products/highlight/:gid/:slug', element: <ListPage /> },
  paged('products/:category/:gid/:slug', <CategoryPage />),
  { path: 'product/:gid/:slug', element: <ProductPage /> },
  paged('brand/:gid/:slug', <ListPage />),
  paged('t/:slug', <TextPage />),
  { path: 'mobile-support', element: <MobileSupportPage /> },
  { path: 'unsupported', element: <UnsupportedPage /> },
  { path: 'version', element: <VersionPage /> },
  { path: '404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The storefront's routes (storefront.md §2). Pages take their content from the page data the
 * shell's PageDataProvider holds, so the routes carry no loaders; the same objects serve the
 * browser router and the server's static handler. Cart, checkout and the account pages are
 * other apps' or later work and fall to the catch-all until then.
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
