/**
 * Business constants and limits (storefront.md §9, accounts.md §9). Times are milliseconds.
 * One object per area so that a rule's numbers are read from one place.
 */
export const Limits = {
  PHONE_DIGITS: 10,
  POSTAL_CODE_DIGITS: [5, 9] as const,
  DEFAULT_POSTAL_CODE: '07083',
  PASSWORD_MIN_LENGTH: 8,
  /** Search runs only for terms longer than this (storefront.md §5). */
  SEARCH_MIN_EXCLUSIVE: 2,
  /** List queries accept terms of at least this length (accounts.md §5). */
  LIST_QUERY_MIN_LENGTH: 2,
  SEARCH_MAX_BRAND_MATCHES: 3,
  SEARCH_TITLE_CUT: 21,
  SEARCH_DESCRIPTION_CUT: 77,
  DEFAULT_PAGE_LIMIT: 6,
  VARIANTS_BY_VALUE_LIMIT: 12,
  BRAND_LIST_SPLIT: 10,
  VARIANT_RELATIONSHIP_TYPE: 6,
  VARIANT_RELATIONSHIP_LIMIT: 1,
  /**
   * The relationship type of a variant's complements ("often bought together" on the product
   * page; tools/seed `VariantRelationshipType.COMPLEMENT`) and how many the page shows.
   */
  VARIANT_COMPLEMENT_TYPE: 7,
  VARIANT_COMPLEMENT_LIMIT: 12,
  CART_BADGE_MAX: 99,
  BANNER_TRUNCATE_MOBILE_WEB: 80,
  BANNER_TRUNCATE_DEFAULT: 120,
  DISCOUNT_PERCENT_MIN_SHOWN: 1.5,
  FREE_SHIPPING_NO_LIMIT_PRICE: 0.01,
  BACK_TO_TOP_SCROLL_PERCENT: 35,
  MALAYSIAN_STATE_COUNT: 16,
} as const;

export const Timing = {
  EXIT_INTENT_BIND_DELAY: 8000,
  EXIT_INTENT_TRIGGER_THRESHOLD: 5000,
  EXIT_DELAY: 450,
  BLOCK_EXIT_SURVEY_COOKIE_DAYS: 45,
  SCROLL_DEBOUNCE: 200,
  SLIDER_RESIZE_DEBOUNCE: 100,
  RESIZE_DEBOUNCE: 200,
  COUNTDOWN_TICK: 1000,
  SIGNUP_HIDE_AFTER_CONFIRM: 5000,
  MODAL_FADE_OUT: 4000,
  MODAL_AUTO_CLOSE: 4500,
  MOBILE_MODAL_OPEN_DELAY: 300,
  INTERSTITIAL_FETCH_DELAY: 100,
  PRICE_CONFIRMATION_DELAY: 1000,
  CART_DIFF_MODAL_DELAY: 0,
  CART_BOUNCE_TRACK_DELAY: 500,
  LEAD_CAPTURE_MODAL_DELAY: 100,
  POST_MODAL_RELOAD_DELAY: 750,
  TRACKING_FLUSH_INTERVAL: 3000,
  IMPRESSION_THROTTLE: 200,
  TRACKING_SESSION: 30 * 60 * 1000,
  TRACKING_COOKIE_DAYS: 365,
  BEACON_FALLBACK: 300,
  TRANSLATION_CACHE: 259_200_000,
  CLICK_TO_COPY_MESSAGE: 2000,
} as const;

export const Breakpoints = {
  MODAL_DESKTOP: 600,
  MOBILE: 768,
  MOBILE_ALTERNATE: 600,
  ZOOM: 768,
} as const;

/** Session keys, cookies and flags the spec names. */
export const StorageKeys = {
  AGE_GATE: 'ageGate',
  BLOCK_EXIT_SURVEY_COOKIE: 'blockExitSurvey',
  EXIT_INTENT_SESSION_FLAG: 'exitIntent',
  EXIT_INTENT_CART_ABANDONMENT_SESSION_FLAG: 'exitIntentCartAbandonment',
} as const;

/** Tracking library version (accounts.md §9). */
export const TRACKING_LIBRARY_VERSION = '1.0.0';

/** Exit intent never runs on these pages or this url (storefront.md §9). */
export const EXIT_INTENT_DISABLED_PAGES = ['checkout', 'checkout login', 'confirmation', 'login'] as const;
export const EXIT_INTENT_DISABLED_URLS = ['/m/valpak'] as const;

/** The loyalty member-vouchers page path constant (storefront.md §2). */
export const WAON_MEMBER_VOUCHERS_PATH = '/waon-member-vouchers';
