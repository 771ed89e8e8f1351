import { Button, Spinner } from '@gio/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageData, usePageDataState } from '../../lib/page-data-provider';
import { loadPageData } from '../../lib/spa-navigation';
import '../../features/checkout/components/checkout.css';

/** How often the page asks again while the provider has not decided. */
export const ORDER_PENDING_POLL_MS = 3000;

/**
 * /order-pending (storefront.md §2): the end of a hosted payment page's round trip. The gateway
 * settles the payment when the page data is asked for and redirects to /confirmation once it is
 * decided (approved: the orders; declined or abandoned: the reason and the way back to billing);
 * while it waits the shopper can go back to the provider's page, and the page asks again. A
 * failed ask falls back like any page fetch ('SPA Error', then a full page load, §8).
 */
export function OrderPendingPage() {
  const { t } = useTranslation('common');
  const data = usePageData('order-pending');
  const { client, environment, replaceWith, followRedirect } = usePageDataState();
  const url = data ? `/order-pending?placement=${encodeURIComponent(data.placementGid)}` : null;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void loadPageData(url, client, controller.signal).then((outcome) => {
        if (controller.signal.aborted) return;
        switch (outcome.kind) {
          case 'data':
            // Still waiting: show what the gateway says now (the way back may have gone).
            replaceWith(url, outcome.data);
            setAttempt((count) => count + 1);
            return;
          case 'navigate':
            followRedirect(outcome.to);
            return;
          case 'full-page-load':
            if (outcome.message) environment.logError(outcome.message, { url });
            environment.fullPageLoad(outcome.url);
            return;
          case 'ignore':
            return;
        }
      });
    }, ORDER_PENDING_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, environment, followRedirect, replaceWith, url, attempt]);

  if (!data) return <Spinner label={t('loading.label')} />;
  const { continueUrl } = data;
  return (
    <div className="sf-order-result">
      <h1>{t('order_result.pending_title')}</h1>
      <p role="status">
        <Spinner size="sm" decorative />{' '}
        {t('order_result.pending_text', { gid: data.placementGid })}
      </p>
      {continueUrl ? (
        <Button onClick={() => environment.fullPageLoad(continueUrl)}>
          {t('order_result.pending_continue')}
        </Button>
      ) : null}
    </div>
  );
}
