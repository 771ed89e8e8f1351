import type { VariantView } from '@gio/contracts';
import { SourceType } from '@gio/domain-enums';
import { decideAddToCart, hasAgeConfirmation, recordAgeConfirmation } from '@gio/domain-quantity';
import { isUnavailable } from '@gio/domain-stock';
import { useSiteConfig } from '@gio/shell';
import { useMessages } from '@gio/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from './cart';
import { lineForVariant } from './cart-lines';
import { useTracking } from './tracking';
import type { ProductSource } from './use-product-tracking';

/** Session storage, or nothing during the server render (no add can happen there). */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> {
  if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  return { getItem: () => null, setItem: () => undefined };
}

/** The variant fields the add flow reads: a full variant or a list tile's. */
export type AddableVariant = Pick<
  VariantView,
  | 'id'
  | 'gid'
  | 'name'
  | 'price'
  | 'state'
  | 'availableCount'
  | 'maxCartQuantity'
  | 'fulfillmentMethodType'
  | 'fulfillerType'
> & {
  product: Pick<VariantView['product'], 'isAgeGated' | 'productType'>;
  warehouse: Pick<VariantView['warehouse'], 'id'>;
  fulfillerLocation: Pick<VariantView['fulfillerLocation'], 'id'>;
};

export interface AddToCartApi {
  /** Asks to add a quantity; the domain's add flow decides what happens. */
  add: (quantity: number) => void;
  /** An add of this variant is in flight: the button is blocked (storefront.md §4). */
  processing: boolean;
  /** The age gate is open, waiting for the shopper's answer. */
  ageGateOpen: boolean;
  acceptAgeGate: () => void;
  declineAgeGate: () => void;
  /** Quantity of this variant already in the cart. */
  inCart: number;
}

/**
 * The cart add flow of storefront.md §4 for one variant: blocked while an add is in flight; an
 * age-gated product without confirmation opens the age gate and retries after acceptance (the
 * confirmation kept under the session key ageGate, and sent to the gateway, which keeps it in
 * the session too); an unavailable or sample-limited item shows the unavailable message;
 * otherwise the cart's optimistic change runs (messages and rollback in the cart provider).
 */
export function useAddToCart(variant: AddableVariant, source?: ProductSource): AddToCartApi {
  const site = useSiteConfig();
  const tracking = useTracking();
  const cart = useCart();
  const messages = useMessages();
  const { t } = useTranslation('common');
  const [processing, setProcessing] = useState(false);
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null);
  const inFlight = useRef(false);
  const inCart = cart.quantityOf(variant.id);
  const sampleCount = cart.cart?.samples.count ?? 0;

  const attempt = useCallback(
    (quantity: number) => {
      const ageConfirmed = hasAgeConfirmation(sessionStore());
      const decision = decideAddToCart({
        processing: inFlight.current,
        ageGated: variant.product.isAgeGated,
        ageConfirmed,
        disabled: isUnavailable({ state: variant.state, availableCount: variant.availableCount }),
        productType: variant.product.productType,
        userSampleCount: sampleCount,
        allowedSampleCount: site.maxCountOfSamplesAddToCart,
        currentQuantity: inCart,
        requestedQuantity: quantity,
      });
      switch (decision.kind) {
        case 'blocked-processing':
        case 'blocked-condition':
          return;
        case 'age-gate':
          setPendingQuantity(quantity);
          return;
        case 'unavailable':
          messages.show({ kind: 'error', text: t('stock.unavailable') });
          return;
        case 'add': {
          inFlight.current = true;
          setProcessing(true);
          const line = lineForVariant(variant, decision.newQuantity, cart.lines);
          void cart
            .change(line, variant.product.isAgeGated && ageConfirmed ? { ageConfirmed: true } : {})
            .then((outcome) => {
              if (!outcome.ok) return;
              tracking.addToCart({
                variantId: variant.id,
                quantity,
                sourceType: source?.sourceType ?? SourceType.PRODUCT,
                price: variant.price,
              });
            })
            .finally(() => {
              inFlight.current = false;
              setProcessing(false);
            });
          return;
        }
      }
    },
    [
      cart,
      inCart,
      messages,
      sampleCount,
      site.maxCountOfSamplesAddToCart,
      source?.sourceType,
      t,
      tracking,
      variant,
    ],
  );

  const acceptAgeGate = useCallback(() => {
    const quantity = pendingQuantity;
    recordAgeConfirmation(sessionStore());
    setPendingQuantity(null);
    if (quantity !== null) attempt(quantity);
  }, [attempt, pendingQuantity]);

  const declineAgeGate = useCallback(() => setPendingQuantity(null), []);

  return {
    add: attempt,
    processing,
    ageGateOpen: pendingQuantity !== null,
    acceptAgeGate,
    declineAgeGate,
    inCart,
  };
}
