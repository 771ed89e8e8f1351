import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the storefront's server entry answers for one page (apps/storefront/src/app/render.tsx). */
export interface StorefrontRenderResult {
  html: string;
  head: string;
  status: number;
}

/** The contract of `dist/apps/storefront/server/entry-server.js`. */
export interface StorefrontEntry {
  render(
    url: string,
    pageData: unknown,
    options: { csrfToken?: string; lng?: string; site?: unknown; manifest?: unknown },
  ): Promise<StorefrontRenderResult>;
  fillTemplate(
    template: string,
    values: {
      head: string;
      html: string;
      pageData: unknown;
      site?: unknown;
      csrfToken?: string;
      lng?: string;
    },
  ): string;
}

export interface StorefrontBuild {
  readonly entry: StorefrontEntry;
  /** The client build's index.html, with the placeholders `fillTemplate` fills. */
  readonly template: string;
  /** The client build's `.vite/manifest.json` (null if absent): pages link their own chunks. */
  readonly manifest: unknown;
  /** Served under STOREFRONT_ASSET_PREFIX: the client build's hashed assets. */
  readonly clientDir: string;
}

/** The URL prefix the storefront's client build was made for (its Vite `base`). */
export const STOREFRONT_ASSET_PREFIX = '/static/storefront/';

/**
 * Loads the storefront's build output (never its source, design.md "Front ends"): the server
 * entry and the client template. Null when the storefront has not been built, so the gateway
 * still serves its minimal HTML; a build that lacks the contract's exports is an error.
 */
export function loadStorefrontBuild(distDir: string): StorefrontBuild | null {
  const entryPath = path.resolve(distDir, 'server/entry-server.js');
  const templatePath = path.resolve(distDir, 'client/index.html');
  const manifestPath = path.resolve(distDir, 'client/.vite/manifest.json');
  if (!existsSync(entryPath) || !existsSync(templatePath)) return null;
  // createRequire keeps the bundler from following the path: the file is read at run time.
  const entry = createRequire(entryPath)(entryPath) as Partial<StorefrontEntry>;
  if (typeof entry.render !== 'function' || typeof entry.fillTemplate !== 'function') {
    throw new Error(`${entryPath} does not export render() and fillTemplate()`);
  }
  return {
    entry: entry as StorefrontEntry,
    template: readFileSync(templatePath, 'utf8'),
    manifest: existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as unknown) : null,
    clientDir: path.resolve(distDir, 'client'),
  };
}
