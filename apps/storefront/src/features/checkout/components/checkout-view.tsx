import type { CheckoutData } from '@gio/contracts';
import { ApiError, NetworkOfflineError } from '@gio/data-access';
import { useApiClient, useSession } from '@gio/shell';
import { Button, EmptyState, Skeleton } from '@gio/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageDataState } from '../../../lib/page-data-provider';
import { getCheckout } from '../api/checkout-api';
import { CheckoutFlowView } from './checkout-flow-view';
import './checkout.css';

type Load = { kind: 'loading' } | { kind: 'ready'; data: CheckoutData } | { kind: 'empty' } | { kind: 'error'; message: string };

/**
 * /checkout (storefront.md §2): guests go to /checkout-login first; a signed-in shopper's
 * checkout is read from GET /api/checkout and run by the checkout machine. 401 (reload), 403
 * (CAPTCHA) and offline are the JSON helper's (accounts.md §8).
 */
export function CheckoutView() {
  const { t } = useTranslation('common');
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const { environment } = usePageDataState();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    if (session.status === 'unknown') return;
    if (session.status === 'guest') {
      void navigate('/checkout-login', { replace: true });
      return;
    }
    let active = true;
    const goToStep = new URLSearchParams(window.location.search).get('goToStep');
    getCheckout(client, goToStep as never).then(
      (answer) => {
        if (!active) return;
        setLoad(answer.data.extras.lines.length === 0 ? { kind: 'empty' } : { kind: 'ready', data: answer.data });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({
          kind: 'error',
          message:
            error instanceof NetworkOfflineError
              ? t('network.offline')
              : error instanceof ApiError && error.message
                ? error.message
                : t('network.unexpected'),
        });
      },
    );
    return () => {
      active = false;
    };
  }, [client, navigate, session.status, t]);

  switch (load.kind) {
    case 'loading':
      return (
        <div className="sf-checkout" aria-busy="true">
          <h1 className="sf-checkout__title">{t('checkout.title')}</h1>
          <Skeleton variant="text" lines={4} />
        </div>
      );
    case 'empty':
      return (
        <div className="sf-checkout">
          <h1 className="sf-checkout__title">{t('checkout.title')}</h1>
          <EmptyState
            title={t('cart.empty_title')}
            description={t('cart.empty_description')}
            actions={
              <Link className="gio-button gio-button--primary gio-button--md" to="/">
                {t('cart_page.continue_shopping')}
              </Link>
            }
          />
        </div>
      );
    case 'error':
      return (
        <div className="sf-checkout">
          <h1 className="sf-checkout__title">{t('checkout.title')}</h1>
          <p role="alert">{load.message}</p>
          <Button onClick={() => environment.fullPageLoad('/checkout')}>{t('checkout.retry')}</Button>
        </div>
      );
    case 'ready':
      return <CheckoutFlowView initial={load.data} fullPageLoad={environment.fullPageLoad} />;
  }
}
