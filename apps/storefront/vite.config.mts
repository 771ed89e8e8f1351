import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../tools/vite-plugins/src/precompress-assets';
import { entryClosureGroup } from './vite-entry-chunk';
import { lowPriorityScripts } from './vite-script-priority';
import { workspaceDirectImports } from './vite-workspace-imports';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * react-router's package `exports` only name its `dist/development` build (its own Vite plugin
 * swaps in `dist/production`, which this app does not use), so production builds alias the
 * bare specifier to the production build: smaller, and without the development warnings.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const distRoot = fileURLToPath(new URL('../../dist/apps/storefront', import.meta.url));

/**
 * URL prefix of the client assets. The gateway serves `dist/apps/storefront/client/` under it,
 * so it must not collide with the storefront's own routes or with `/api`.
 */
const ASSET_BASE = '/static/storefront/';

/**
 * Two builds from one config (see README "Build output"):
 * - client (`vite build`): `index.html` template, hashed assets and `.vite/manifest.json`;
 * - server (`vite build --ssr src/entry-server.tsx`): one CommonJS file the gateway `require`s
 *   at run time. Every dependency is bundled into it (`noExternal: true`) so that the gateway
 *   needs neither the app's source nor ESM-only packages resolved at run time.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  root,
  base: ASSET_BASE,
  plugins: [
    react(),
    workspaceDirectImports(fileURLToPath(new URL('../..', import.meta.url))),
    // Brotli and gzip copies of the hashed assets, which the gateway sends as they are.
    precompressAssets(),
    // Server-drawn pages paint before their scripts run: the scripts yield the network (vite-script-priority.ts).
    lowPriorityScripts(),
  ],
  resolve: {
    alias:
      mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: `${distRoot}/server`,
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: {
          // One file: the pages' dynamic imports are inlined (the client splits them).
          output: { format: 'cjs', entryFileNames: 'entry-server.js', codeSplitting: false },
        },
      }
    : {
        outDir: `${distRoot}/client`,
        emptyOutDir: true,
        manifest: true,
        // Browsers the storefront supports preload modules themselves: no polyfill in first load.
        modulePreload: { polyfill: false },
        sourcemap: true,
        // The entry and everything it imports statically in one chunk (vite-entry-chunk.ts).
        rollupOptions: { output: { codeSplitting: { groups: [entryClosureGroup('index')] } } },
      },
}));
