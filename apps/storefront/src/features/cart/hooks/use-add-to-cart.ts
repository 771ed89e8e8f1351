import type { VariantView } from '@gio/contracts';
import { cartInfoMessageKind } from '@gio/domain-cart';
import { decideAddToCart, hasAgeConfirmation, recordAgeConfirmation } from '@gio/domain-quantity';
import { isUnavailable } from '@gio/domain-stock';
import { useMessages } from '@gio/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-client';
import { useSiteConfig } from '../../../lib/site-config-context';
import { changeCart } from '../api/change-cart';
import { useCart } from '../components/cart-provider';

/** Session storage, or nothing during the server render (no add can happen there). */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> {
  if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  return { getItem: () => null, setItem: () => undefined };
}

export interface AddToCartApi {
  /** Asks to add a quantity; the domain's add flow decides what happens. */
  add: (quantity: number) => void;
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
 * confirmation kept under the session key ageGate); an unavailable or sample-limited item shows
 * the unavailable message; otherwise the new quantity is sent and an info or error message shown.
 */
export function useAddToCart(variant: VariantView): AddToCartApi {
  const client = useApiClient();
  const site = useSiteConfig();
  const cart = useCart();
  const messages = useMessages();
  const { t } = useTranslation('common');
  const [processing, setProcessing] = useState(false);
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null);
  const inFlight = useRef(false);
  const inCart = cart.quantities.get(variant.id) ?? 0;

  const attempt = useCallback(
    (quantity: number) => {
      const decision = decideAddToCart({
        processing: inFlight.current,
        ageGated: variant.product.isAgeGated,
        ageConfirmed: hasAgeConfirmation(sessionStore()),
        disabled: isUnavailable({ state: variant.state, availableCount: variant.availableCount }),
        productType: variant.product.productType,
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
          const newQuantity = decision.newQuantity;
          inFlight.current = true;
          setProcessing(true);
          changeCart(client, {
            variantId: variant.id,
            quantity: newQuantity,
            warehouse: variant.warehouse.id,
          })
            .then(() => {
              cart.setQuantity(variant.id, newQuantity);
              const kind = cartInfoMessageKind(inCart, newQuantity);
              if (kind) {
                messages.show({
                  kind: 'success',
                  text: t(`cart.${kind.replace(/-/g, '_')}`, {
                    name: variant.name,
                    quantity: newQuantity - inCart,
                  }),
                });
              }
            })
            .catch(() => messages.show({ kind: 'error', text: t('cart.add_variant_error') }))
            .finally(() => {
              inFlight.current = false;
              setProcessing(false);
            });
          return;
        }
      }
    },
    [cart, client, inCart, messages, site.maxCountOfSamplesAddToCart, t, variant],
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
