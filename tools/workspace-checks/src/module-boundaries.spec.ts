/**
 * Proves the module-boundary rules refuse what they forbid: a rule that allows everything
 * protects nothing. Each case lints a source text as if it were a file inside a project,
 * without writing the file.
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints `code` with the workspace's real ESLint CLI, as if it sat at `file`, run from `folder`
 * (the workspace root unless told): ESLint reads the config of the folder it runs in, and
 * `nx lint` runs it in the project's folder, with the project's config.
 */
async function messagesFor(file: string, code: string, folder = '.'): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)],
    { cwd: path.join(root, folder), input: code, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`eslint printed nothing: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(async () => {
  // The Nx rule reads the cached project graph; build it as `nx lint` would.
  await createProjectGraphAsync({ exitOnError: false });
}, 120_000);

describe('type:domain', () => {
  const file = 'libs/domain/cart/src/lib/forbidden-probe.ts';

  it.each([
    ["import { useState } from 'react';", 'react'],
    ["import { createRoot } from 'react-dom/client';", 'react-dom'],
    ["import { useActor } from '@xstate/react';", '@xstate/react'],
    ["import { readFileSync } from 'node:fs';", 'node:fs'],
    ["import { readFileSync } from 'fs';", 'fs'],
    ["import { Pool } from 'pg';", 'pg'],
  ])('refuses %s', async (code) => {
    const messages = await messagesFor(file, `${code}\nexport const probe = 1;\n`);
    expect(messages.some((m) => /enforce-module-boundaries|no-restricted-imports/.test(m!))).toBe(
      true,
    );
  });

  it('refuses a non-domain library', async () => {
    const messages = await messagesFor(
      file,
      "import { z } from '@gio/contracts';\nexport const probe = z;\n",
    );
    expect(messages.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('allows another domain library, xstate and zod', async () => {
    const messages = await messagesFor(
      file,
      [
        "import { FulfillerType } from '@gio/domain-enums';",
        "import { setup } from 'xstate';",
        "import { z } from 'zod';",
        'export const probe = [FulfillerType, setup, z];',
      ].join('\n'),
    );
    expect(messages.filter((m) => /boundaries|restricted/.test(m))).toEqual([]);
  });
});

describe('type:contracts', () => {
  it('refuses react', async () => {
    const messages = await messagesFor(
      'libs/contracts/src/lib/forbidden-probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(messages.join('\n')).toMatch(/enforce-module-boundaries/);
  });
});

describe('storefront features (apps/storefront README "Layout", apps/storefront/eslint.config.mjs)', () => {
  const storefront = 'apps/storefront';
  const file = `${storefront}/src/features/cart/components/forbidden-probe.tsx`;
  const boundary = /^no-restricted-(imports|syntax):/;

  it.each([
    [
      "import { SearchSort } from '../../search/components/search-sort';\nexport const probe = SearchSort;",
    ],
    [
      "import type { SearchSort } from '../../search/components/search-sort';\nexport type Probe = typeof SearchSort;",
    ],
    ["export const probe = () => import('../../checkout/api/checkout-api');"],
    [
      "import { SearchSort } from '../../../features/search/components/search-sort';\nexport const probe = SearchSort;",
    ],
    ["import { Shell } from '../../../app/shell';\nexport const probe = Shell;"],
  ])('refuses another feature (or the app) from a feature: %s', async (code) => {
    const messages = await messagesFor(file, `${code}\n`, storefront);
    expect(messages.filter((m) => boundary.test(m))).toHaveLength(1);
  });

  it('allows src/lib, src/components and its own modules', async () => {
    const messages = await messagesFor(
      file,
      [
        "import { useCart } from '../../../lib/cart';",
        "import { CartProductTile } from '../../../components/cart-product-tile';",
        'export const probe = [useCart, CartProductTile];',
        "export const later = () => import('../api/sync-cart');",
      ].join('\n'),
      storefront,
    );
    expect(messages.filter((m) => boundary.test(m))).toEqual([]);
  });

  it('refuses a feature in src/lib', async () => {
    const messages = await messagesFor(
      `${storefront}/src/lib/forbidden-probe.ts`,
      "import type { CartSyncAnswer } from '../features/cart/api/sync-cart';\nexport type Probe = CartSyncAnswer;\n",
      storefront,
    );
    expect(messages.join('\n')).toMatch(/^no-restricted-imports:/m);
  });
});

describe('type:shell (libs/shell README "May import")', () => {
  const shell = 'libs/shell';
  const file = `${shell}/src/lib/header/forbidden-probe.tsx`;
  const boundary = /enforce-module-boundaries/;

  it.each([
    ["import { seedShop } from '@gio/seed';", '@gio/seed'],
    ["import { test } from '@gio/e2e-support';", '@gio/e2e-support'],
    ["import { ApolloClient } from '@apollo/client';", '@apollo/client'],
  ])('refuses %s', async (code) => {
    const messages = await messagesFor(file, `${code}\nexport const probe = 1;\n`, shell);
    expect(messages.join('\n')).toMatch(boundary);
  });

  it('allows domain, contracts (types), i18n, the UI kit and data access', async () => {
    const messages = await messagesFor(
      file,
      [
        "import type { NavCategoryView } from '@gio/contracts';",
        "import type { JsonClient } from '@gio/data-access';",
        "import { appOfPath } from '@gio/domain-shell';",
        "import { DEFAULT_LANGUAGE } from '@gio/i18n';",
        "import { Button } from '@gio/ui';",
        'export type Probe = [NavCategoryView, JsonClient];',
        'export const probe = [appOfPath, DEFAULT_LANGUAGE, Button];',
      ].join('\n'),
      shell,
    );
    expect(messages.filter((m) => /boundaries|restricted/.test(m))).toEqual([]);
  });

  it('is refused to the UI kit: type:ui may not import the shell', async () => {
    const messages = await messagesFor(
      'libs/ui/src/lib/commerce/forbidden-probe.tsx',
      "import { SiteHeader } from '@gio/shell';\nexport const probe = SiteHeader;\n",
      'libs/ui',
    );
    expect(messages.join('\n')).toMatch(boundary);
  });

  it('is open to the apps: type:app imports it', async () => {
    const messages = await messagesFor(
      'apps/storefront/src/app/forbidden-probe.tsx',
      "import { SiteHeader } from '@gio/shell';\nexport const probe = SiteHeader;\n",
      'apps/storefront',
    );
    expect(messages.filter((m) => boundary.test(m))).toEqual([]);
  });

  describe('first-load budget (libs/shell/eslint.config.mjs): no zod, no schemas, requests by import()', () => {
    const restricted = /^@typescript-eslint\/no-restricted-imports:/;

    it.each([
      ["import { z } from 'zod';\nexport const probe = z;"],
      ["import { authRoutes } from '@gio/contracts';\nexport const probe = authRoutes;"],
      ["import { signOut } from '../providers/api/sign-out';\nexport const probe = signOut;"],
    ])('refuses %s', async (code) => {
      const messages = await messagesFor(file, `${code}\n`, shell);
      expect(messages.filter((m) => restricted.test(m))).toHaveLength(1);
    });

    it('allows contract types and a request module loaded with import()', async () => {
      const messages = await messagesFor(
        file,
        [
          "import type { NewsfeedItem } from '@gio/contracts';",
          'export type Probe = NewsfeedItem;',
          "export const later = () => import('../providers/api/sign-out');",
        ].join('\n'),
        shell,
      );
      expect(messages.filter((m) => restricted.test(m))).toEqual([]);
    });
  });
});
