import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Imports a framework-free domain library may never make: UI frameworks and any I/O. */
const domainForbidden = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@xstate/react',
  '@apollo/*',
  'pg',
  '@electric-sql/*',
  'fastify',
  'ioredis',
  'nodemailer',
  'i18next',
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
  'os',
  'url',
  'stream',
  'worker_threads',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/.data',
      '**/coverage',
      '**/test-results',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: domainForbidden,
            },
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'],
              bannedExternalImports: domainForbidden,
            },
            {
              sourceTag: 'type:i18n',
              onlyDependOnLibsWithTags: ['type:domain', 'type:i18n'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:i18n', 'type:ui'],
              bannedExternalImports: ['@apollo/*', 'pg', '@electric-sql/*', 'fastify', 'ioredis'],
            },
            {
              // libs/shell: the header, footer and account panel both apps render, with the
              // requests they make (README there: why data access and not calls passed in).
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:contracts',
                'type:i18n',
                'type:ui',
                'type:data-access',
                'type:shell',
              ],
              bannedExternalImports: ['@apollo/*', 'pg', '@electric-sql/*', 'fastify', 'ioredis'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:data-access'],
            },
            {
              sourceTag: 'type:seed',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:seed'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:contracts',
                'type:i18n',
                'type:ui',
                'type:data-access',
                'type:shell',
                'type:seed',
              ],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:e2e-support'],
            },
            {
              sourceTag: 'type:e2e-support',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:e2e-support'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:seed'],
            },
          ],
        },
      ],
    },
  },
  {
    // Belt and braces for the domain layer: plain ESLint refuses the same imports even for
    // modules the Nx project graph does not know (Node built-ins have no graph node).
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: domainForbidden,
              message:
                'Domain libraries are framework-free and do no I/O: pass clocks, storage and transports in.',
            },
          ],
        },
      ],
    },
  },
  {
    // React code: the rules of hooks and static accessibility checks (WCAG 2.2 AA is a goal).
    // Only the classic hook rules: the plugin's React Compiler rules assume that compiler,
    // which we do not run.
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Key handling delegated to a dialog or a slider region is the WAI-ARIA pattern for
      // roving focus and Escape; pointer handlers on non-interactive elements stay refused.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] },
      ],
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
