import { readCsrfTokenFromMeta } from '@gio/data-access';
import { DEFAULT_LANGUAGE } from '@gio/i18n';
import { readSiteConfig, type AccountSiteConfig } from './site-config';

/** The id of the `<script type="application/json">` the gateway puts the site configuration in. */
export const SITE_SCRIPT_ID = '__SITE__';

/** What the page the gateway served carries for the app (README "Serving contract"). */
export interface BootData {
  /** The page's language, `<html lang>`; Vietnamese when the placeholder was not filled. */
  lng: string;
  /** `<meta name="csrf-token">`; undefined on Vite's dev server, where the app asks the gateway. */
  csrfToken: string | undefined;
  site: AccountSiteConfig;
}

/** A language tag as `<html lang>` carries it, e.g. `vi` or `en-GB`. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Reads the language, the CSRF token and the site configuration from the served page. */
export function readBootData(doc: Document): BootData {
  const lang = doc.documentElement.getAttribute('lang') ?? '';
  return {
    lng: LANGUAGE_TAG.test(lang) ? lang : DEFAULT_LANGUAGE,
    csrfToken: readCsrfTokenFromMeta(doc),
    site: readSiteConfig(readSiteJson(doc)),
  };
}

function readSiteJson(doc: Document): unknown {
  const text = doc.getElementById(SITE_SCRIPT_ID)?.textContent ?? '';
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
