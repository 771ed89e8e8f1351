import { enStorefront } from '../resources/en-storefront';
import { enStorefrontLater } from '../resources/en-storefront-later';
import { viStorefront } from '../resources/vi-storefront';
import { viStorefrontLater } from '../resources/vi-storefront-later';
import type { BundledResources } from './resources';

/*
 * Which strings an app loads: all of them (the account app with `loadI18n`, the gateway), or the
 * storefront's (`loadStorefrontI18n`): every section of `common` but the account app's own, which
 * the storefront never shows (the `account` section alone is more than half of the Vietnamese
 * strings), and but its pop-ups' (`STOREFRONT_LATER_SECTIONS`), which load after hydration with
 * the pop-ups' code (`loadStorefrontLaterStrings`).
 */

/** The sections of `common` only the account app (and the gateway's texts) use. */
export const ACCOUNT_ONLY_SECTIONS = ['account', 'email_preferences', 'lead_capture'] as const;

/** The sections of `common` only the storefront's pop-ups use; they open after hydration. */
export const STOREFRONT_LATER_SECTIONS = ['engagement_popups', 'link_modals'] as const;

/**
 * Everything the storefront shows, in both languages, for its server render and its tests (the
 * server renders no pop-up, so the first-load strings the browser hydrates with are the same).
 */
export const storefrontResources = {
  vi: { ...viStorefront, common: { ...viStorefront.common, ...viStorefrontLater } },
  en: { ...enStorefront, common: { ...enStorefront.common, ...enStorefrontLater } },
} satisfies BundledResources;
