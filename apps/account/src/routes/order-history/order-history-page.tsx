import { EmptyState, Skeleton } from '@gio/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import {
  listOrders,
  type OrderHistoryPage as HistoryPage,
} from '../../features/orders/api/list-orders';
import { OrderRow } from '../../features/orders/components/order-row';
import {
  historyQueryOf,
  nextHistoryHref,
  ORDER_HISTORY_PATH,
} from '../../features/orders/lib/history-paging';
import { Deferred } from '../../lib/deferred';
import { focusPageHeading, Page } from '../../lib/page';

/** The history's data: the page of orders this address names (the newest first, or a later page). */
export function orderHistoryLoader({ client }: AppDeps) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return {
      history: listOrders(client, historyQueryOf(url)),
      isFirstPage: !url.searchParams.has('cursor'),
    };
  };
}

function HistorySkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="5.5rem" announce />
      <Skeleton variant="rect" height="5.5rem" />
      <Skeleton variant="rect" height="5.5rem" />
    </div>
  );
}

/**
 * /account/order-history (accounts.md §2 "past orders"): the orders newest first, each with its
 * date, items, total, how it arrives and its status in words, a page at a time through the
 * answer's pagination URL; before the first order, a way to the shop.
 */
export function OrderHistoryPage() {
  const { t } = useTranslation('common');
  const { history, isFirstPage } =
    useLoaderData<ReturnType<ReturnType<typeof orderHistoryLoader>>>();
  // Moving to another page of the history keeps the pathname, so the layout's focus rule does
  // not run: the heading takes the focus here, so the list is read from its start.
  const { search } = useLocation();
  const shownSearch = useRef(search);
  useEffect(() => {
    if (shownSearch.current === search) return;
    shownSearch.current = search;
    focusPageHeading();
  }, [search]);
  return (
    <Page
      title={t('account.orders.history_title')}
      intro={<p>{t('account.orders.history_intro')}</p>}
    >
      <Deferred
        resolve={history}
        fallback={<HistorySkeleton />}
        what={t('account.orders.history_what')}
      >
        {(page) => <OrderHistory page={page} isFirstPage={isFirstPage} />}
      </Deferred>
    </Page>
  );
}

function OrderHistory({ page, isFirstPage }: { page: HistoryPage; isFirstPage: boolean }) {
  const { t } = useTranslation('common');
  const next = nextHistoryHref(page.pagination.paginationApiUrl);
  if (page.orders.length === 0 && isFirstPage) {
    return (
      <EmptyState
        title={t('account.orders.empty_title')}
        description={t('account.orders.empty_description')}
        actions={
          // The shop is the storefront: a full page load, not a route of this app.
          <a className="acc-button-link" href="/">
            {t('account.orders.start_shopping')}
          </a>
        }
      />
    );
  }
  return (
    <div className="acc-stack">
      <p className="acc-card__eyebrow">
        {t('account.orders.total_count', { count: page.pagination.totalCount })}
      </p>
      {page.orders.length === 0 ? (
        <p>{t('account.orders.no_more')}</p>
      ) : (
        <ol className="acc-card-list acc-card-list--single">
          {page.orders.map((order) => (
            <li key={order.gid}>
              <OrderRow order={order} />
            </li>
          ))}
        </ol>
      )}
      {next || !isFirstPage ? (
        <nav className="acc-pager" aria-label={t('account.orders.pager_label')}>
          {!isFirstPage ? (
            <Link className="acc-button-link acc-button-link--secondary" to={ORDER_HISTORY_PATH}>
              {t('account.orders.newest')}
            </Link>
          ) : null}
          {next ? (
            <Link className="acc-button-link acc-button-link--secondary" to={next}>
              {t('account.orders.older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
