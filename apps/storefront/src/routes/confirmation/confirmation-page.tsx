import { Spinner } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmationSurveyForm } from '../../features/checkout/components/confirmation-survey';
import { usePageData } from '../../lib/page-data-provider';
import { useMoney } from '../../lib/use-money';
import '../../features/checkout/components/checkout.css';

/**
 * /confirmation (storefront.md §2): the placement's orders (one per fulfilment group), the
 * payment, the first-order message and the confirmation survey; a declined or abandoned payment
 * shows the reason and leads back to the checkout.
 */
export function ConfirmationPage() {
  const { t } = useTranslation('common');
  const data = usePageData('confirmation');
  const money = useMoney();
  if (!data) return <Spinner label={t('loading.label')} />;

  if (data.status === 'cancelled') {
    return (
      <div className="sf-order-result">
        <h1>{t('order_result.cancelled_title')}</h1>
        <p role="alert">{t('order_result.cancelled_text', { reason: data.declineReason ?? '' })}</p>
        <Link className="gio-button gio-button--primary gio-button--md" to="/checkout?goToStep=billing">
          {t('order_result.back_to_checkout')}
        </Link>
      </div>
    );
  }

  return (
    <div className="sf-order-result">
      <h1>{t('order_result.confirmed_title')}</h1>
      <p role="status">{t('order_result.confirmed_text', { gid: data.placementGid })}</p>
      {data.isFirstOrder ? <p className="sf-order-result__first">{t('order_result.first_order')}</p> : null}
      <p>
        {t('order_result.payment', { label: data.payment.label })} · {t('order_result.total', { total: money(data.totalPrice) })}
      </p>
      <div className="sf-order-result__orders">
        {data.orders.map((order) => (
          <section key={order.id} className="sf-order-result__order" aria-labelledby={`order-${order.gid}`}>
            <h2 id={`order-${order.gid}`}>{t('order_result.order', { gid: order.gid })}</h2>
            {order.expressDeliveryTimes.length > 0 ? (
              <p>{t('order_result.delivery_time', { time: order.expressDeliveryTimes.map((time) => time.timeDisplay).join(', ') })}</p>
            ) : null}
            <ul>
              {order.orderVariants.map((line) => (
                <li key={line.variant.id}>
                  {line.quantity} × {line.variant.name} — {money(line.totalPrice)}
                </li>
              ))}
            </ul>
            <p>{t('order_result.order_total', { total: money(order.pricingInfo.totalPrice) })}</p>
          </section>
        ))}
      </div>
      {data.survey ? <ConfirmationSurveyForm survey={data.survey} orderId={data.placementGid} /> : null}
      <Link to="/">{t('cart_page.continue_shopping')}</Link>
    </div>
  );
}
