import type { VariantView } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { decideLinkAddToCart, pageNameFromPath } from '@gio/domain-shell';
import { useApiClient, useSession } from '@gio/shell';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCart } from '../../../lib/cart';
import { hasLinkParams, LinkAction, withoutLinkParams } from '../../../lib/link-params';
import { parseLinkRequest, type LinkRequest } from '../../../lib/parse-link-request';
import { getVariant } from '../api/get-variant';
import { linkAddToCartModal, linkUnavailableModal } from '../components/link-add-to-cart';
import { linkBackInStockModal } from '../components/link-back-in-stock';
import { linkCommercialAccountModal } from '../components/link-commercial-account';
import { linkFavouriteAddedModal } from '../components/link-favourite-added';
import { linkInviteResultModal } from '../components/link-invite-result';
import { linkListItemAddedModal } from '../components/link-list-item-added';
import { linkPriceChangeModal } from '../components/link-price-change';
import { linkProductListResumeModal } from '../components/link-product-list-resume';
import { linkSessionResultModal } from '../components/link-session-result';
import { linkShoppingListResumeModal } from '../components/link-shopping-list-resume';
import { linkSignInModal } from '../components/link-sign-in';
import type { FirstLoadCandidate, FirstLoadCandidateSource } from '../lib/candidate';
import type { LinkModal } from '../lib/link-modal';

/** A variant a link names: found, gone (404: the unavailable modal), or not known (no modal). */
type Fetched = { kind: 'found'; variant: VariantView } | { kind: 'gone' } | { kind: 'failed' };

/** The variants the candidates must see before they can say which modal applies. */
function variantsToFetch(request: LinkRequest, signedIn: boolean): string[] {
  const ids = new Set<string>();
  // The price decides between the add and the price-change confirmation (two priorities).
  if (request.addToCart) ids.add(request.addToCart.variantId);
  // An excluded variant has no back-in-stock notice at all: nothing opens.
  if (signedIn && request.action?.kind === LinkAction.NOTIFY_BACK_IN_STOCK) {
    ids.add(request.action.variantId);
  }
  return [...ids];
}

/**
 * The first-load modals a link asks for (storefront.md §4 "First-load modal": add-to-cart from a
 * link, price-change confirmation, invite-referral result, favourite added, product list and
 * shopping list to resume, shopping-list item added, commercial-account opt-in or opt-out,
 * link-session success or failure, back-in-stock notify). The parameters (apps/storefront
 * README, "Link parameters") are read once, from the first address; when the chosen one opens
 * they leave the address by a replace navigation, so a reload does not repeat the action. A
 * guest following a link that needs an account gets the login dialog with the action to resume.
 */
export function useLinkFirstLoadCandidates(): FirstLoadCandidateSource {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const session = useSession();
  const cart = useCart();
  const [first] = useState(() => ({ pathname: location.pathname, search: location.search }));
  // The login page carries the parameters on to its redirect; they are not for it to act on.
  const request = useMemo(
    () =>
      pageNameFromPath(first.pathname) === 'login'
        ? parseLinkRequest(first.pathname, '')
        : parseLinkRequest(first.pathname, first.search),
    [first],
  );
  const latest = useRef(location);
  latest.current = location;
  const cartRef = useRef(cart);
  cartRef.current = cart;

  const signedIn = session.status === 'customer';
  const sessionKnown = session.status !== 'unknown';
  const wanted = useMemo(
    () => (sessionKnown ? variantsToFetch(request, signedIn) : null),
    [request, sessionKnown, signedIn],
  );
  const [fetched, setFetched] = useState<ReadonlyMap<string, Fetched> | null>(null);

  useEffect(() => {
    if (wanted === null || fetched !== null) return;
    if (wanted.length === 0) {
      setFetched(new Map());
      return;
    }
    let active = true;
    void Promise.all(
      wanted.map((variantId) =>
        getVariant(client, variantId).then(
          (answer): [string, Fetched] => [
            variantId,
            { kind: 'found', variant: answer.data.variant },
          ],
          (error: unknown): [string, Fetched] => [
            variantId,
            error instanceof ApiError && error.status === 404
              ? { kind: 'gone' }
              : { kind: 'failed' },
          ],
        ),
      ),
    ).then((entries) => active && setFetched(new Map(entries)));
    return () => {
      active = false;
    };
  }, [client, fetched, wanted]);

  /** Takes the link parameters off the address, if the shopper is still on the linked page. */
  const clean = useCallback(() => {
    const now = latest.current;
    if (now.pathname !== first.pathname || !hasLinkParams(now.search)) return;
    void navigate(withoutLinkParams(now.pathname, now.search, now.hash), {
      replace: true,
      preventScrollReset: true,
    });
  }, [first.pathname, navigate]);

  const ready = fetched !== null;
  const candidates = useMemo<FirstLoadCandidate[]>(() => {
    if (!fetched) return [];
    const list: FirstLoadCandidate[] = [];
    const add = (id: FirstLoadCandidate['id'], modal: () => LinkModal) =>
      list.push({
        id,
        open: (controls) => {
          clean();
          controls.show(modal());
        },
      });
    const redirect = withoutLinkParams(first.pathname, first.search);
    const signIn = (id: FirstLoadCandidate['id'], resume: Record<string, string>, key: string) =>
      add(id, () => linkSignInModal({ resume, redirect, descriptionKey: key }, t));

    if (request.addToCart) {
      const { variantId, price } = request.addToCart;
      const found = fetched.get(variantId);
      if (found?.kind === 'gone') add('link-add-to-cart', () => linkUnavailableModal(null, t));
      if (found?.kind === 'found') {
        const { variant } = found;
        const decision = decideLinkAddToCart({
          currentPrice: variant.price,
          linkPrice: price,
          hasWarehouse: Boolean(variant.warehouse?.id),
          currentQuantity: cartRef.current.quantityOf(variant.id),
        });
        if (decision.kind === 'unavailable') {
          add('link-add-to-cart', () => linkUnavailableModal(variant, t));
        } else if (decision.kind === 'confirm-stale-price') {
          add('price-change-confirmation', () =>
            linkPriceChangeModal(variant, decision.linkPrice, t),
          );
        } else {
          add('link-add-to-cart', () => linkAddToCartModal(variant, t));
        }
      }
    }

    const action = request.action;
    if (action?.kind === LinkAction.ACCEPT_INVITE) {
      if (signedIn) add('invite-referral-result', () => linkInviteResultModal(action.promoCode, t));
      else signIn('invite-referral-result', { action: action.kind }, 'link_modals.sign_in_invite');
    }
    if (action?.kind === LinkAction.ADD_FAVORITE) {
      const resume = { action: action.kind, variantId: action.variantId };
      if (signedIn) add('favourite-added', () => linkFavouriteAddedModal(action.variantId, t));
      else signIn('favourite-added', resume, 'link_modals.sign_in_favorite');
    }
    if (request.resumeProducts) {
      const ids = request.resumeProducts;
      add('product-list-resume', () => linkProductListResumeModal(ids, t));
    }
    if (request.resumeList) {
      const gid = request.resumeList;
      if (signedIn) add('shopping-list-resume', () => linkShoppingListResumeModal(gid, t));
      else signIn('shopping-list-resume', { resumeList: gid }, 'link_modals.sign_in_list_resume');
    }
    if (action?.kind === LinkAction.ADD_TO_LIST) {
      const { variantId, listId } = action;
      if (signedIn) {
        add('shopping-list-item-added', () => linkListItemAddedModal(variantId, listId, t));
      } else {
        signIn(
          'shopping-list-item-added',
          { action: action.kind, variantId, listId },
          'link_modals.sign_in_list',
        );
      }
    }
    if (request.commercialAccount) {
      const choice = request.commercialAccount;
      add('commercial-account-opt', () => linkCommercialAccountModal(choice, t));
    }
    if (request.linkSession) {
      const outcome = request.linkSession;
      add('link-session-result', () => linkSessionResultModal(outcome, t));
    }
    if (action?.kind === LinkAction.NOTIFY_BACK_IN_STOCK) {
      const found = fetched.get(action.variantId);
      if (!signedIn) {
        signIn(
          'back-in-stock-notify',
          { action: action.kind, variantId: action.variantId },
          'storefront.back_in_stock.login_required',
        );
      } else if (found?.kind === 'found' && !found.variant.excludedFromBackInStockNotification) {
        const { variant } = found;
        add('back-in-stock-notify', () => linkBackInStockModal(variant, t));
      }
    }
    return list;
  }, [clean, fetched, first, request, signedIn, t]);

  // Parameters that ask for nothing (unknown values, an excluded variant) leave at once.
  useEffect(() => {
    if (ready && candidates.length === 0 && pageNameFromPath(first.pathname) !== 'login') clean();
  }, [candidates.length, clean, first.pathname, ready]);

  return { ready, candidates };
}
