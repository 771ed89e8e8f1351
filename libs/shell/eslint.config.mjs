import reactHooks from 'eslint-plugin-react-hooks';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  // The root config checks hooks in .tsx files; the shell's hooks live in .ts files too.
  {
    files: ['src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // First-load budget (README "First load", the storefront's README "Code splitting"): the header,
  // footer, banner and providers are in every storefront page's first load, so nothing here may
  // bring zod (26 kB gzip), neither directly nor through the contracts' schemas; types are free.
  // The request modules (`**/api/*`), which import their route's schemas, load with `import()`
  // where the call is made. The sign-up form is its own chunk (lazy-signup-form.tsx imports it
  // with `import()`), so it may import its request.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.tsx',
      'src/test-setup.ts',
      'src/lib/testing/**',
      'src/lib/**/api/**',
      'src/lib/footer/signup-form.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'The shell is in every first load: parse in a lazy module.' },
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
              message:
                'A request module brings its contract schemas (zod): load it with import() here.',
            },
          ],
        },
      ],
    },
  },
];
