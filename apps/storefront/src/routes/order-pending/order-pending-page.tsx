import { Button, Spinner } from '@gio/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageData, usePageDataState } from '../../lib/page-data-provider';
import { loadPageData } from '../../lib/spa-navigation';
import '../../features/checkout/components/checkout.css';

/** How often the page asks again while the provider has not decided. */
export const ORDER_PENDING_POLL_MS = 3000;

/**
 * /order-pending (storefront.md §2): the end of a hosted payment page's round trip. The gateway
 * settles the payment when the page data is asked for and redirects to /confirmation once it is
 * decided; while it waits the shopper can go back to the provider's page, and the page asks again.
 */
export function OrderPendingPage() {
  const { t } = useTranslation('common');
  const data = usePageData('order-pending');
  const navigate = useNavigate();
  const { client } = usePageDataState();
  const url = data ? `/order-pending?placement=${encodeURIComponent(data.placementGid)}` : null;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void loadPageData(url, client, controller.signal).then((outcome) => {
        if (outcome.kind === 'navigate') void navigate(outcome.to, { replace: true });
        else if (!controller.signal.aborted) setAttempt((count) => count + 1);
      });
    }, ORDER_PENDING_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, navigate, url, attempt]);

  if (!data) return <Spinner label={t('loading.label')} />;
  return (
    <div className="sf-order-result">
      <h1>{t('order_result.pending_title')}</h1>
      <p role="status">
        <Spinner size="sm" decorative /> {t('order_result.pending_text', { gid: data.placementGid })}
      </p>
      {data.continueUrl ? (
        <Button onClick={() => window.location.assign(data.continueUrl as string)}>
          {t('order_result.pending_continue')}
        </Button>
      ) : null}
    </div>
  );
}
