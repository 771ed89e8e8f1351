import { FulfillmentMethod } from '@gio/domain-enums';
import { Price } from '@gio/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartPageGroup, CartPageLine } from '../lib/cart-page-lines';
import { CartLineRow } from './cart-line-row';
import { useMoney } from '../../../lib/use-money';

export interface CartGroupSectionProps {
  entry: CartPageGroup;
  onQuantity: (line: CartPageLine, quantity: number) => void;
  onRemove: (line: CartPageLine) => void;
  disabled: boolean;
}

function methodKey(method: number): string {
  switch (method) {
    case FulfillmentMethod.LOCAL_DELIVERY:
    case FulfillmentMethod.IN_STORE_PICKUP:
      return 'cart_page.method_local';
    case FulfillmentMethod.CARRIER_DELIVERY:
      return 'cart_page.method_carrier';
    case FulfillmentMethod.SHIP_TO_STORE:
      return 'cart_page.method_ship_to_store';
    case FulfillmentMethod.ELECTRONIC:
      return 'cart_page.method_electronic';
    default:
      return 'cart_page.method_other';
  }
}

/**
 * A cart group (storefront.md §4 Cart groups): who fulfils it and how, its lines, its
 * order-minimum status and its free-shipping progress (storefront.md §9).
 */
export function CartGroupSection({ entry, onQuantity, onRemove, disabled }: CartGroupSectionProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const { group, lines } = entry;
  const fulfiller = lines[0]?.view.variant.fulfiller.name ?? '';
  const subtotal = lines.reduce((sum, line) => sum + line.view.price * line.quantity, 0);
  const money = useMoney();
  const { freeShipping, orderMinimum } = group;
  const freeRemaining =
    freeShipping.kind === 'threshold' && freeShipping.threshold !== null
      ? Math.max(freeShipping.threshold - subtotal, 0)
      : null;
  const minimumRemaining =
    orderMinimum.minimumSpend !== null ? Math.max(orderMinimum.minimumSpend - subtotal, 0) : 0;
  return (
    <section
      className="sf-cart-group"
      aria-labelledby={headingId}
      data-group={group.groupIdentifier}
    >
      <header className="sf-cart-group__header">
        <h2 id={headingId} className="sf-cart-group__title">
          {group.isExpress ? t('cart_page.express_group', { fulfiller }) : fulfiller}
          <span className="sf-cart-group__method">
            {' '}
            · {t(methodKey(group.fulfillmentMethodType))}
          </span>
        </h2>
        {orderMinimum.minimumSpend !== null ? (
          minimumRemaining > 0 ? (
            <p className="sf-cart-group__minimum sf-cart-group__minimum--unmet" role="status">
              {t('cart_page.minimum_unmet', {
                minimum: money(orderMinimum.minimumSpend),
                remaining: money(minimumRemaining),
              })}
            </p>
          ) : (
            <p className="sf-cart-group__minimum">{t('cart_page.minimum_met')}</p>
          )
        ) : null}
        {freeShipping.kind === 'free-no-limit' ? (
          <p className="sf-cart-group__shipping">{t('cart_page.free_shipping')}</p>
        ) : null}
        {freeRemaining !== null && freeShipping.threshold !== null ? (
          <div className="sf-cart-group__shipping">
            <p>
              {freeRemaining > 0
                ? t('cart_page.free_shipping_remaining', { remaining: money(freeRemaining) })
                : t('cart_page.free_shipping_reached')}
            </p>
            <progress
              className="sf-cart-group__progress"
              max={freeShipping.threshold}
              value={Math.min(subtotal, freeShipping.threshold)}
              aria-label={t('cart_page.free_shipping_progress')}
            />
          </div>
        ) : null}
        {group.shippingConfig.length === 0 ? (
          <p className="sf-cart-group__minimum--unmet" role="alert">
            {t('cart_page.no_shipping')}
          </p>
        ) : null}
      </header>
      <ul className="sf-cart-group__lines">
        {lines.map((line) => (
          <CartLineRow
            key={line.key}
            entry={line}
            disabled={disabled}
            onQuantity={(quantity) => onQuantity(line, quantity)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
      <p className="sf-cart-group__subtotal">
        {t('cart_page.group_subtotal')} <Price price={subtotal} size="small" showDiscount={false} />
      </p>
    </section>
  );
}
