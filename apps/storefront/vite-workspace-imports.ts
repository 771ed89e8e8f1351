import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** Where an exported name is defined: the module and its name there. */
interface Origin {
  readonly file: string;
  readonly name: string;
}

interface ExportMap {
  readonly names: Map<string, Origin>;
  /** Modules with side effects (global CSS) that the barrel runs and a direct import would skip. */
  readonly sideEffects: Set<string>;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The nearest package.json's `sideEffects` as a test on files of that package. */
function sideEffectTest(file: string): ((file: string) => boolean) | null {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  const { sideEffects } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { sideEffects?: unknown };
  if (sideEffects === false) return () => false;
  if (!Array.isArray(sideEffects)) return null;
  const patterns = sideEffects as string[];
  // Only the two shapes the workspace uses: '**/*.ext' and './exact/path'.
  if (!patterns.every((p) => p.startsWith('**/*.') || p.startsWith('./'))) return null;
  return (candidate) => {
    const path = relative(dir, candidate).split(sep).join('/');
    return patterns.some((p) => (p.startsWith('**/*.') ? path.endsWith(p.slice(4)) : p.slice(2) === path));
  };
}

/**
 * The value exports of a workspace module, followed through `export … from` to the module that
 * defines each; null when something is not understood (the import is then left as written).
 */
function exportMap(file: string, cache: Map<string, ExportMap | null>): ExportMap | null {
  if (cache.has(file)) return cache.get(file) ?? null;
  cache.set(file, null);
  const hasSideEffects = sideEffectTest(file);
  if (!hasSideEffects) return null;
  const program = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file);
  const names = new Map<string, Origin>();
  const sideEffects = new Set<string>();
  if (hasSideEffects(file)) sideEffects.add(file);
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type' && node.specifiers.length === 0) {
      const target = resolveRelative(file, String(node.source.value));
      if (target) sideEffects.add(target);
    }
    if (node.type === 'ExportDefaultDeclaration') names.set('default', { file, name: 'default' });
    if (node.type === 'ExportAllDeclaration' && node.exportKind !== 'type') {
      const target = resolveRelative(file, String(node.source.value));
      const inner = target ? exportMap(target, cache) : null;
      if (!inner) return null;
      if (node.exported) {
        names.set(exportedName(node.exported), { file, name: exportedName(node.exported) });
        continue;
      }
      inner.sideEffects.forEach((f) => sideEffects.add(f));
      for (const [name, origin] of inner.names) if (name !== 'default' && !names.has(name)) names.set(name, origin);
    }
    if (node.type !== 'ExportNamedDeclaration' || node.exportKind === 'type') continue;
    const declaration = node.declaration;
    if (declaration) {
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type !== 'Identifier') return null;
          names.set(declarator.id.name, { file, name: declarator.id.name });
        }
      } else if ('id' in declaration && declaration.id && declaration.id.type === 'Identifier') {
        if (!declaration.type.startsWith('TS') || declaration.type === 'TSEnumDeclaration') {
          names.set(declaration.id.name, { file, name: declaration.id.name });
        }
      }
      continue;
    }
    const target = node.source ? resolveRelative(file, String(node.source.value)) : null;
    const inner = target ? exportMap(target, cache) : null;
    if (node.source && !inner) return null;
    if (inner) inner.sideEffects.forEach((f) => sideEffects.add(f));
    for (const specifier of node.specifiers) {
      if (specifier.exportKind === 'type') continue;
      const local = exportedName(specifier.local);
      const exported = exportedName(specifier.exported);
      const origin = inner ? inner.names.get(local) : { file, name: exported };
      // A name re-exported from elsewhere that the map cannot follow: keep the barrel.
      names.set(exported, origin ?? { file, name: exported });
    }
  }
  const map = { names, sideEffects };
  cache.set(file, map);
  return map;
}

function exportedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/**
 * Client builds only: `import { a, b } from '@gio/<lib>'` becomes imports of the modules that
 * define `a` and `b` (plus the library's side-effect modules, its global CSS, which the barrel
 * would have run). The bundler splits chunks by which entries can reach a module through
 * imports, barrels included: through a library's `src/index.ts`, the first-load entry (the shell)
 * "reached" every module of that library and pulled page-only code (forms with zod, the modal's
 * xstate machine, catalogue GraphQL documents) into the chunks every page loads first. Source and
 * tests keep importing the public entry points; only the bundle's module graph changes.
 */
export function workspaceDirectImports(workspaceRoot: string): Plugin {
  const cache = new Map<string, ExportMap | null>();
  return {
    name: 'gio:workspace-direct-imports',
    apply: 'build',
    async transform(code, id) {
      if (this.environment.config.consumer !== 'client') return null;
      if (!code.includes('@gio/') || id.includes('node_modules') || !id.startsWith(workspaceRoot)) return null;
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const program = parseAst(code, { lang: 'tsx' }, id);
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
        const source = String(node.source.value);
        if (!source.startsWith('@gio/') || node.specifiers.length === 0) continue;
        if (!node.specifiers.every((s) => s.type === 'ImportSpecifier')) continue;
        const resolved = await this.resolve(source, id);
        if (!resolved || resolved.external || !/\.tsx?$/.test(resolved.id)) continue;
        const map = exportMap(resolved.id, cache);
        if (!map) continue;
        const byFile = new Map<string, string[]>();
        let complete = true;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          if (specifier.importKind === 'type') continue;
          const origin = map.names.get(exportedName(specifier.imported));
          if (!origin) {
            complete = false;
            break;
          }
          const list = byFile.get(origin.file) ?? [];
          list.push(`${origin.name} as ${specifier.local.name}`);
          byFile.set(origin.file, list);
        }
        if (!complete) continue;
        const statements = [
          ...[...map.sideEffects].map((file) => `import ${JSON.stringify(file)};`),
          ...[...byFile].map(([file, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(file)};`),
        ];
        // Same line count as the declaration replaced, so the existing source map stays right.
        const original = code.slice(node.start, node.end);
        const newlines = original.split('\n').length - 1;
        edits.push({ start: node.start, end: node.end, text: statements.join(' ') + '\n'.repeat(newlines) });
      }
      if (edits.length === 0) return null;
      let output = code;
      for (const edit of edits.reverse()) output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
      return { code: output, map: null };
    },
  };
}
