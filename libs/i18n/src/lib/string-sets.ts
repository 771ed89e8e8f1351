import { enStorefront } from '../resources/en-storefront';
import { viStorefront } from '../resources/vi-storefront';
import type { BundledResources } from './resources';

/*
 * Which strings an app loads: all of them (the account app with `loadI18n`, the gateway), or the
 * storefront's (`loadStorefrontI18n`): every section of `common` but the account app's own, which
 * the storefront never shows (the `account` section alone is more than half of the Vietnamese
 * strings).
 */

/** The sections of `common` only the account app (and the gateway's texts) use. */
export const ACCOUNT_ONLY_SECTIONS = ['account', 'email_preferences', 'lead_capture'] as const;

/**
 * The storefront's strings in both languages, for its server render and its tests: the server
 * must render with the same strings the browser hydrates with (resources/{vi,en}-storefront.ts,
 * which the browser loads one language at a time through `loadStorefrontI18n`).
 */
export const storefrontResources = { vi: viStorefront, en: enStorefront } satisfies BundledResources;
