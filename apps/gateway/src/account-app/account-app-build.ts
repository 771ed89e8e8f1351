import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The URL prefix the account app's client build was made for (its Vite `base`). */
export const ACCOUNT_ASSET_PREFIX = '/static/account/';

/** The account app's build output (apps/account README "Serving"). */
export interface AccountAppBuild {
  /** `index.html` with the placeholders `<!--app-lang-->`, `<!--app-csrf-->`, `<!--app-site-->`. */
  readonly template: string;
  /** Served under ACCOUNT_ASSET_PREFIX: the hashed assets in its `assets/`. */
  readonly clientDir: string;
}

const PLACEHOLDERS = ['<!--app-lang-->', '<!--app-csrf-->', '<!--app-site-->'] as const;

/**
 * Loads the account app's client build (design.md "Front ends": the gateway serves builds, never
 * source). Null when the app has not been built; a template without its placeholders is an error,
 * since every page it served would lack its CSRF token or site configuration.
 */
export function loadAccountAppBuild(distDir: string): AccountAppBuild | null {
  const templatePath = path.resolve(distDir, 'index.html');
  if (!existsSync(templatePath)) return null;
  const template = readFileSync(templatePath, 'utf8');
  const missing = PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) throw new Error(`${templatePath} lacks ${missing.join(', ')}`);
  return { template, clientDir: path.resolve(distDir) };
}
