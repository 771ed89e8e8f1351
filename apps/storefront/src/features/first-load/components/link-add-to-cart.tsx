import type { VariantView } from '@gio/contracts';
import { Button, Price, Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddToCart } from '../../../lib/use-add-to-cart';
import type { LinkModal } from '../lib/link-modal';
import { LinkProduct } from './link-product';

/**
 * Adds one of the link's variant through the cart add flow (storefront.md §4: the new cart
 * quantity is the current one plus one; age gate, unavailable and sample limits as everywhere;
 * optimistic change, message and rollback in the cart provider) and tells how it went. The age
 * gate is asked here, inside the link's modal, since only one modal shows at a time.
 */
export function LinkCartAdd({ variant, close }: { variant: VariantView; close: () => void }) {
  const { t } = useTranslation('common');
  const cart = useAddToCart(variant);
  const before = useRef<number | null>(null);
  const asked = useRef(false);
  const { add } = cart;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    before.current = cart.inCart;
    add(1);
    // Asked once when the modal shows; a retry after the age gate is the flow's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (cart.ageGateOpen) {
    return (
      <>
        <LinkProduct variant={variant} />
        <p>{t('product.age_restricted')}</p>
        <div className="sf-modal-actions">
          <Button onClick={cart.acceptAgeGate}>{t('age_gate.confirm')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              cart.declineAgeGate();
              close();
            }}
          >
            {t('actions.cancel')}
          </Button>
        </div>
      </>
    );
  }
  if (cart.processing) {
    return (
      <div aria-live="polite">
        <Spinner label={t('cart.adding')} showLabel />
      </div>
    );
  }
  const added = before.current !== null && cart.inCart > before.current;
  return (
    <>
      <LinkProduct variant={variant} />
      <div aria-live="polite">
        {added ? (
          <p>{t('link_modals.added_body', { name: variant.name, quantity: cart.inCart })}</p>
        ) : (
          <p>{t('link_modals.not_added_body', { name: variant.name })}</p>
        )}
      </div>
      <Price price={variant.price} standardPrice={variant.standardPrice} size="small" />
      <div className="sf-modal-actions">
        {added ? (
          <Link className="sf-button-link" to="/cart" onClick={close}>
            {t('link_modals.view_cart')}
          </Link>
        ) : null}
        <Button variant={added ? 'secondary' : 'primary'} onClick={close}>
          {t('link_modals.continue_shopping')}
        </Button>
      </div>
    </>
  );
}

/** Add to cart from a link (storefront.md §4): the price is the one the link carried, so one is added. */
export function linkAddToCartModal(variant: VariantView, t: TFunction): LinkModal {
  return {
    title: t('link_modals.added_title'),
    variant: 'small',
    content: (controls) => <LinkCartAdd variant={variant} close={controls.close} />,
  };
}

/**
 * Add to cart from a link whose variant has no warehouse, or no longer exists (storefront.md §4
 * price-change flow): the unavailable modal; nothing is added.
 */
export function linkUnavailableModal(variant: VariantView | null, t: TFunction): LinkModal {
  return {
    title: t('link_modals.unavailable_title'),
    variant: 'small',
    content: (controls) => (
      <>
        <p>
          {variant
            ? t('link_modals.unavailable_body', { name: variant.name })
            : t('link_modals.unavailable_unknown')}
        </p>
        <div className="sf-modal-actions">
          <Button onClick={controls.close}>{t('link_modals.continue_shopping')}</Button>
        </div>
      </>
    ),
  };
}
