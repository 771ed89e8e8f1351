import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import baseConfig from '../../eslint.config.mjs';

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
  // First-load budget (README "Code splitting"): the shell, its providers (session, cart) and
  // src/lib are in every page's first load, the cart tiles and back-in-stock button in the
  // listing and product pages', so they must not bring zod (26 kB gzip), neither directly nor
  // through the contracts' schemas; types are free. Parsing lives in modules loaded on demand:
  // the request modules (`api/`), which import their route's schemas, are imported with
  // `import()` from here.
  {
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/features/shell/**/*.{ts,tsx}',
      'src/features/session/**/*.{ts,tsx}',
      'src/features/cart/**/*.{ts,tsx}',
      'src/features/back-in-stock/**/*.{ts,tsx}',
      'src/features/tracking/components/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      'src/lib/parse-link-request.ts',
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
