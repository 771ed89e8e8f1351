// Bundles the gateway for `nx run gateway:build`: workspace libraries (@gio/*) are compiled in,
// every npm package stays external and loads from node_modules at run time.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const entry = process.argv[2] ?? resolve(here, 'src/main.ts');
const outfile = process.argv[3] ?? resolve(root, 'dist/apps/gateway/main.js');

/** npm packages external, workspace libraries bundled (esbuild's `packages: 'external'` would drop both). */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@gio/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
