import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import baseConfig from '../../eslint.config.mjs';

/**
 * Boundaries inside the app (README "Layout"; bulletproof-react's one-way imports):
 * app → routes → features → lib, components. A feature imports nothing of another feature, of
 * the routes or of src/app (its own modules, src/lib, src/components and src/testing only);
 * src/lib and src/components import no feature, route or app module. Another feature's part
 * reaches a feature through src/app or a route (props, `src/app/first-load.tsx`); what several
 * features read moves to src/lib or src/components.
 *
 * ESLint's `no-restricted-imports` matches the import's text, not the file it resolves to, and
 * eslint-plugin-import (`import/no-restricted-paths`) is not a dependency here. So the patterns
 * are written per folder depth: from `src/features/<a>/<d folders>/file.ts`, going up d + 1
 * times reaches `src/features/` (the next name is a feature's folder: a feature's imports of its
 * own modules stay inside its folder), d + 2 times `src/`. The same patterns refuse `import()`
 * through `no-restricted-syntax`, since the request modules are mostly loaded with it.
 */
const src = new URL('./src/', import.meta.url);

/** The deepest folder nesting of the files under `dir`, 0 for files directly in it. */
function folderDepth(dir) {
  let deepest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      deepest = Math.max(deepest, 1 + folderDepth(new URL(`${entry.name}/`, dir)));
    }
  }
  return deepest;
}

const up = (times) => `(\\.\\./){${times}}`;

/** `no-restricted-imports` and `no-restricted-syntax` (for `import()`) refusing `regex`. */
function refuse(files, regex, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
          message,
        },
      ],
    },
  };
}

const featureMessage =
  'A feature imports only its own modules, src/lib and src/components: another feature reaches it ' +
  'through src/app or a route, and what several features read belongs in src/lib or src/components.';
const sharedMessage =
  'src/lib and src/components serve every feature: they import no feature, route or app module.';

const featureDepth = Math.max(
  0,
  ...readdirSync(new URL('features/', src), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => folderDepth(new URL(`features/${entry.name}/`, src))),
);

const boundaries = [
  // From src/features/<a>/…: into another feature's folder, or into src/app, src/routes or (the
  // long way) src/features.
  ...Array.from({ length: featureDepth + 1 }, (_, depth) =>
    refuse(
      [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      `^${up(depth + 1)}([^./]|\\.\\./(app|routes|features)(/|$))`,
      featureMessage,
    ),
  ),
  // From src/lib/… and src/components/…: into src/app, src/routes or src/features.
  ...['lib', 'components'].flatMap((folder) =>
    Array.from({ length: folderDepth(new URL(`${folder}/`, src)) + 1 }, (_, depth) =>
      refuse(
        [`src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        `^${up(depth + 1)}(app|routes|features)(/|$)`,
        sharedMessage,
      ),
    ),
  ),
];

export default [
  ...baseConfig,
  // WCAG 2.2 AA (design.md "Front ends"): labels, roles and keyboard access checked statically.
  // The Nx base config already registers the jsx-a11y plugin; only its rules are added here.
  {
    files: ['src/**/*.tsx'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
  // First-load budget (README "Code splitting"): the shell (src/app; its header and footer are
  // @gio/shell, whose own eslint.config.mjs holds the same rule), the app's providers
  // (src/app/providers: cart, tracking) and src/lib are in every page's first load, the cart tiles
  // (src/components) and back-in-stock button in the listing and product pages', so they must
  // not bring zod (26 kB gzip), neither directly nor through the contracts' schemas; types are
  // free. Parsing lives in modules loaded on demand: the request modules (`features/*/api/`,
  // `lib/api/`), which import their route's schemas, are imported with `import()` from here.
  {
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/features/back-in-stock/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      'src/lib/parse-link-request.ts',
      'src/lib/api/**',
      'src/features/*/api/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'The shell is in every first load: parse in a page or lazy module.' },
            {
              name: '@gio/contracts',
              allowTypeImports: true,
              message: 'Contract schemas bring zod into every first load: import types only here.',
            },
          ],
          patterns: [
            {
              group: ['**/api/*'],
              allowTypeImports: true,
              message: 'A request module brings its contract schemas (zod): load it with import() here.',
            },
          ],
        },
      ],
    },
  },
];
