import { resources } from '@gio/i18n';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Static companion of the runtime missing-key check in test-setup: every literal key passed
 * to `t('…')` anywhere in the UI kit exists in the Vietnamese resources, even in branches no
 * test renders.
 */
const libRoot = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

type Tree = { readonly [key: string]: string | Tree };

function exists(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return [last, `${last}_one`, `${last}_other`].some((candidate) => typeof node[candidate] === 'string');
}

describe('translation keys used by the UI kit', () => {
  const uses = sourceFiles(libRoot).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/\bt\(\s*'([a-z0-9_.:]+)'/g)].map((m) => ({ file: relative(libRoot, file), key: m[1] }));
  });

  it('finds the keys it checks', () => {
    expect(uses.length).toBeGreaterThan(10);
  });

  it('exist in the Vietnamese resources', () => {
    const missing = uses.filter(({ key }) => {
      const [ns, path] = key.includes(':') ? key.split(':') : ['common', key];
      const tree = resources.vi[ns as keyof typeof resources.vi] as Tree | undefined;
      return !tree || !exists(tree, path);
    });
    expect(missing).toEqual([]);
  });
});
