import { useApiClient, useSession } from '@gio/shell';
import { Button, useMessages } from '@gio/ui';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeCart } from '../../../lib/api/merge-cart';
import { useCart } from '../../../lib/cart';
import { useMoney } from '../../../lib/use-money';
import type { FirstLoadCandidate, FirstLoadCandidateSource } from '../lib/candidate';

/**
 * The first-load modals the cart sync tells (storefront.md §4): cart merge and cart
 * differences. Ready once the session and the cart are known.
 */
export function useCartFirstLoadCandidates(): FirstLoadCandidateSource {
  const { t } = useTranslation('common');
  const cart = useCart();
  const session = useSession();
  const money = useMoney();
  const client = useApiClient();
  const messages = useMessages();
  const latest = useRef(cart);
  latest.current = cart;
  const ready = session.status !== 'unknown' && cart.cart !== null;
  const { pendingMerge, differences } = cart;

  const candidates = useMemo<FirstLoadCandidate[]>(() => {
    const list: FirstLoadCandidate[] = [];
    if (pendingMerge) {
      list.push({
        id: 'cart-merge',
        open: (controls) =>
          controls.show({
            title: t('engagement_popups.cart_merge_title'),
            content: (
              <>
                <p>
                  {t('engagement_popups.cart_merge_body', { count: pendingMerge.totalQuantity })}
                </p>
                <div className="sf-modal-actions">
                  <Button
                    onClick={() => {
                      void mergeCart(client).then(
                        (answer) => {
                          latest.current.setCart(answer.data.cart);
                          messages.show({
                            kind: 'success',
                            text: t('engagement_popups.cart_merge_done'),
                          });
                        },
                        () =>
                          messages.show({
                            kind: 'error',
                            text: t('form.api_error_message_default'),
                          }),
                      );
                      controls.close();
                    }}
                  >
                    {t('engagement_popups.cart_merge_accept')}
                  </Button>
                  <Button variant="secondary" onClick={controls.close}>
                    {t('engagement_popups.cart_merge_decline')}
                  </Button>
                </div>
              </>
            ),
          }),
      });
    }
    if (differences?.hasDifferences) {
      list.push({
        id: 'cart-differences',
        open: (controls) =>
          controls.show({
            title: t('engagement_popups.cart_differences_title'),
            content: (
              <>
                <ul className="sf-differences">
                  {differences.priceChanges.map((change) => (
                    <li key={`p-${change.variantId}`}>
                      {t('engagement_popups.cart_differences_price', {
                        name: change.name,
                        previous: money(change.previousPrice),
                        price: money(change.price),
                      })}
                    </li>
                  ))}
                  {differences.removedItems.map((item) => (
                    <li key={`r-${item.variantId}`}>
                      {t('engagement_popups.cart_differences_removed', {
                        name: item.name ?? item.variantId,
                      })}
                    </li>
                  ))}
                  {differences.quantityReductions.map((item) => (
                    <li key={`q-${item.variantId}`}>
                      {t('engagement_popups.cart_differences_reduced', {
                        name: item.name,
                        previous: item.previousQuantity,
                        quantity: item.quantity,
                      })}
                    </li>
                  ))}
                </ul>
                <Button onClick={controls.close}>
                  {t('engagement_popups.cart_differences_ok')}
                </Button>
              </>
            ),
          }),
      });
    }
    return list;
  }, [pendingMerge, differences, client, messages, money, t]);

  return { ready, candidates };
}
