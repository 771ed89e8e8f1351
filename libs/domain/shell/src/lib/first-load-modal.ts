import { Timing } from '@gio/domain-enums';
import type { PageName } from './pages';

/** A follow-up tracking event a first-load modal schedules once it is shown. */
export interface FirstLoadModalTracking {
  readonly event: 'cart-bounce-show';
  readonly delayMs: number;
}

export interface FirstLoadModalDefinition {
  readonly id: string;
  /** The spec's wording, for logs and stories. */
  readonly label: string;
  /** A locked modal does not close on Escape (storefront.md §2 "Modal system"). */
  readonly locked: boolean;
  /** Wait before the modal opens (storefront.md §9 delays). */
  readonly delayMs: number;
  readonly track?: FirstLoadModalTracking;
}

/**
 * The first-load modals in priority order (storefront.md §4 "First-load modal"). Only the
 * location capture is locked. The delays are those of storefront.md §9: price confirmation
 * 1000 ms, cart diff 0 ms (and a cart-bounce show event 500 ms later), lead capture 100 ms; the
 * spec gives no delay for the others, so they open at once.
 */
export const FIRST_LOAD_MODALS = [
  { id: 'cart-merge', label: 'cart merge', locked: false, delayMs: 0 },
  { id: 'loyalty-prompt', label: 'loyalty prompt', locked: false, delayMs: 0 },
  { id: 'location-capture', label: 'location capture', locked: true, delayMs: 0 },
  {
    id: 'cart-differences',
    label: 'cart differences',
    locked: false,
    delayMs: Timing.CART_DIFF_MODAL_DELAY,
    track: { event: 'cart-bounce-show', delayMs: Timing.CART_BOUNCE_TRACK_DELAY },
  },
  { id: 'organization-invite', label: 'organization invite', locked: false, delayMs: 0 },
  {
    id: 'organization-update-confirmation',
    label: 'organization update confirmation',
    locked: false,
    delayMs: 0,
  },
  { id: 'link-add-to-cart', label: 'add-to-cart from a link', locked: false, delayMs: 0 },
  {
    id: 'price-change-confirmation',
    label: 'price-change confirmation',
    locked: false,
    delayMs: Timing.PRICE_CONFIRMATION_DELAY,
  },
  { id: 'invite-referral-result', label: 'invite-referral result', locked: false, delayMs: 0 },
  { id: 'b2b-login-data', label: 'B2B login data', locked: false, delayMs: 0 },
  { id: 'favourite-added', label: 'favourite added', locked: false, delayMs: 0 },
  { id: 'product-list-resume', label: 'product list to resume', locked: false, delayMs: 0 },
  { id: 'shopping-list-resume', label: 'shopping list to resume', locked: false, delayMs: 0 },
  {
    id: 'shopping-list-item-added',
    label: 'shopping-list item added',
    locked: false,
    delayMs: 0,
  },
  {
    id: 'commercial-account-opt',
    label: 'commercial-account opt-out or opt-in',
    locked: false,
    delayMs: 0,
  },
  {
    id: 'lead-capture-form',
    label: 'lead capture form',
    locked: false,
    delayMs: Timing.LEAD_CAPTURE_MODAL_DELAY,
  },
  {
    id: 'link-session-result',
    label: 'link-session success or failure',
    locked: false,
    delayMs: 0,
  },
  { id: 'back-in-stock-notify', label: 'back-in-stock notify', locked: false, delayMs: 0 },
  { id: 'game-capture', label: 'game capture', locked: false, delayMs: 0 },
] as const satisfies readonly FirstLoadModalDefinition[];

export type ModalId = (typeof FIRST_LOAD_MODALS)[number]['id'];

/** All first-load modal ids, highest priority first. */
export const MODAL_IDS: readonly ModalId[] = FIRST_LOAD_MODALS.map((modal) => modal.id);

/** Which modals apply on this load: a set of ids, or a map of id → applies. */
export type ApplicableModals = ReadonlySet<ModalId> | Partial<Readonly<Record<ModalId, boolean>>>;

export type FirstLoadChoice =
  | {
      readonly kind: 'modal';
      readonly id: ModalId;
      readonly label: string;
      readonly locked: boolean;
      readonly delayMs: number;
      readonly track?: FirstLoadModalTracking;
    }
  | { readonly kind: 'interstitials'; readonly delayMs: number }
  | { readonly kind: 'none' };

function applies(applicable: ApplicableModals, id: ModalId): boolean {
  return applicable instanceof Set
    ? applicable.has(id)
    : (applicable as Partial<Record<ModalId, boolean>>)[id] === true;
}

/**
 * First-load modal (storefront.md §4): exactly one modal, the highest-priority applicable one;
 * if none applies and the page is not checkout, interstitials are fetched after 100 ms.
 */
export function chooseFirstLoadModal(
  applicable: ApplicableModals,
  page: PageName,
): FirstLoadChoice {
  const chosen: FirstLoadModalDefinition | undefined = FIRST_LOAD_MODALS.find((modal) =>
    applies(applicable, modal.id),
  );
  if (chosen) {
    return {
      kind: 'modal',
      id: chosen.id as ModalId,
      label: chosen.label,
      locked: chosen.locked,
      delayMs: chosen.delayMs,
      ...(chosen.track ? { track: chosen.track } : {}),
    };
  }
  if (page === 'checkout') return { kind: 'none' };
  return { kind: 'interstitials', delayMs: Timing.INTERSTITIAL_FETCH_DELAY };
}

/** Modal system (storefront.md §2): Escape closes a modal unless it is locked. */
export function closesOnEscape(modal: { readonly locked: boolean }): boolean {
  return !modal.locked;
}

/** Fade-out modal timings (storefront.md §2, §9): content hides after 4 s, the modal closes after 4.5 s. */
export const FADE_OUT_MODAL = {
  hideContentAfterMs: Timing.MODAL_FADE_OUT,
  closeAfterMs: Timing.MODAL_AUTO_CLOSE,
} as const;
