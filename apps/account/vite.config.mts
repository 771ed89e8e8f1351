import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../tools/vite-plugins/src/precompress-assets';
import { preloadFirstRender } from '../../tools/vite-plugins/src/preload-first-render';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * react-router's package `exports` only name its `dist/development` build, so production builds
 * alias the bare specifier to the production build (as the storefront does).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const outDir = fileURLToPath(new URL('../../dist/apps/account', import.meta.url));

/**
 * URL prefix of the built assets (README "Serving contract"): the gateway serves
 * `dist/apps/account/` under it with an immutable cache, so it must not collide with the
 * account routes or with `/api`.
 */
const ASSET_BASE = '/static/account/';

/**
 * One client build: `index.html` (the template the gateway fills) and hashed assets under
 * `assets/`. `npx vite --config apps/account/vite.config.mts` serves the bare template at
 * http://localhost:5173/account; `/api` is proxied to a local gateway (GATEWAY_URL, default http://localhost:4000) so the pages can
 * be worked on against real data.
 */
export default defineConfig(({ command, mode }) => ({
  root,
  // The dev server answers the account routes themselves (/account/address), so it serves from /.
  base: command === 'build' ? ASSET_BASE : '/',
  // Brotli and gzip copies of the hashed assets, which the gateway sends as they are.
  plugins: [
    react(),
    precompressAssets(),
    // main.tsx asks for these before the first render: the first load's language (always
    // Vietnamese, the gateway's FIRST_LOAD_LANGUAGE) and the session call.
    preloadFirstRender([
      'libs/i18n/src/resources/vi.ts',
      'libs/shell/src/lib/providers/api/get-session.ts',
    ]),
  ],
  resolve: {
    alias:
      mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: { '/api': process.env['GATEWAY_URL'] ?? 'http://localhost:4000' },
  },
  build: {
    outDir,
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
}));
