import escapeHtml from 'escape-html';

/** One entry of Vite's client manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ClientManifest = Record<string, ManifestChunk>;

/** The URL prefix of the client build (its Vite `base`); the gateway serves the build there. */
export const ASSET_BASE = '/static/storefront/';

/** The entry chunks and every chunk they import statically: what index.html already links. */
function entryChunks(manifest: ClientManifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keys;
}

/**
 * `<link>` tags for the chunks of the given page modules and of the chunks they import: a
 * modulepreload for each script not already linked by index.html (the browser fetches them beside
 * the main bundle instead of after it; inert in a template until the first paint) and a
 * stylesheet for each of their CSS files (styles of a
 * lazy page must be in the first paint, else the page shifts when they arrive). What index.html
 * links is left out: its stylesheets carry `crossorigin`, so a second, plain link to the same
 * file would download and parse it twice.
 */
export function pageAssetLinks(manifest: ClientManifest, modules: readonly string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = entryChunks(manifest);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const href = (file: string) => escapeHtml(`${ASSET_BASE}${file}`);
  const stylesheets = [...styles].map((file) => `<link rel="stylesheet" href="${href(file)}">`);
  if (scripts.size === 0) return stylesheets.join('');
  // Inert until the page has been drawn, as index.html's (vite-script-priority.ts): the server
  // drew the page already, and scripts fetched before the first paint only compete with it.
  const preloads = [...scripts].map(
    (file) => `<link rel="modulepreload" fetchpriority="low" href="${href(file)}">`,
  );
  return `${stylesheets.join('')}<template ${SCRIPTS_AFTER_PAINT_ATTRIBUTE}>${preloads.join('')}</template>`;
}

/**
 * Marks a `<template>` of module preloads that the page's loader (vite-script-priority.ts) adds to
 * the document once the page has been drawn.
 */
export const SCRIPTS_AFTER_PAINT_ATTRIBUTE = 'data-after-first-paint';
