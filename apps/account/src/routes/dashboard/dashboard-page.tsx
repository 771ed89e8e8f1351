import { Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { useAccountPages } from '../../app/account-layout';
import type { AppDeps } from '../../app/app-context';
import { getDashboard } from '../../features/dashboard/api/get-dashboard';
import { getLastOrder } from '../../features/dashboard/api/get-last-order';
import { getNewsfeed } from '../../features/dashboard/api/get-newsfeed';
import { getUnreadNewsCount } from '../../features/dashboard/api/get-newsfeed-time';
import { AccountSummary, AccountSummarySkeleton } from '../../features/dashboard/components/account-summary';
import { LastOrder } from '../../features/dashboard/components/last-order';
import { Newsfeed } from '../../features/dashboard/components/newsfeed';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/** Four calls at once; each part of the page shows as soon as its own answer is in. */
export function dashboardLoader({ client }: AppDeps) {
  return () => ({
    dashboard: getDashboard(client),
    lastOrder: getLastOrder(client),
    newsfeed: getNewsfeed(client),
    unread: getUnreadNewsCount(client),
  });
}

/**
 * /account (accounts.md §2 account dashboard): the greeting and the account's figures, the last
 * order and its status, the newsfeed with its unread count, and a link to each account page.
 */
export function DashboardPage() {
  const { t } = useTranslation('common');
  const data = useLoaderData<ReturnType<ReturnType<typeof dashboardLoader>>>();
  const accountPages = useAccountPages();
  return (
    <Page title={t('account.dashboard.title')}>
      <Deferred
        resolve={data.dashboard}
        fallback={<AccountSummarySkeleton />}
        what={t('account.dashboard.summary_what')}
      >
        {(dashboard) => <AccountSummary dashboard={dashboard} />}
      </Deferred>
      <section className="acc-section" aria-labelledby="acc-last-order">
        <h2 id="acc-last-order" className="acc-section__title">
          {t('account.dashboard.last_order')}
        </h2>
        <Deferred resolve={data.lastOrder} fallback={<Skeleton variant="rect" height="5rem" />} what={t('account.dashboard.order_what')}>
          {(order) => <LastOrder order={order} />}
        </Deferred>
      </section>
      <section className="acc-section" aria-labelledby="acc-news">
        <h2 id="acc-news" className="acc-section__title">
          {t('account.dashboard.news')}
          <Deferred resolve={data.unread} fallback={null} errorFallback={null} what={t('account.dashboard.news_what')}>
            {(unread) =>
              unread > 0 ? <span className="acc-badge">{t('account.dashboard.unread', { count: unread })}</span> : null
            }
          </Deferred>
        </h2>
        <Deferred resolve={data.newsfeed} fallback={<Skeleton variant="text" lines={4} />} what={t('account.dashboard.news_what')}>
          {(items) => <Newsfeed items={items} />}
        </Deferred>
      </section>
      <nav className="acc-section" aria-labelledby="acc-links">
        <h2 id="acc-links" className="acc-section__title">
          {t('account.dashboard.links')}
        </h2>
        <ul className="acc-links">
          {accountPages.filter((page) => page.to !== '/account').map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{t(page.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
