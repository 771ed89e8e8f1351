import type { Tokens } from './tokens';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `color.brand.primary` → `--gio-color-brand-primary`: the custom property a token becomes. */
export function cssVarName(path: string): string {
  return `--gio-${path.split('.').map(kebab).join('-')}`;
}

/** `var(--gio-…)` for a token path, for the rare inline style (token docs, demos). */
export function cssVar(path: string): string {
  return `var(${cssVarName(path)})`;
}

type TokenTree = { readonly [key: string]: string | number | TokenTree };

function flatten(tree: TokenTree, prefix: string, out: Array<[string, string]>): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') flatten(value, path, out);
    // Numbers are pixel widths (breakpoints); everything else is already a CSS value.
    else out.push([cssVarName(path), typeof value === 'number' ? `${value}px` : value]);
  }
}

export function tokenCustomProperties(tokens: Tokens): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  flatten(tokens as unknown as TokenTree, '', out);
  return out;
}

/** The exact text of `tokens.css`. */
export function renderTokensCss(tokens: Tokens): string {
  const lines = tokenCustomProperties(tokens).map(([name, value]) => `  ${name}: ${value};`);
  return [
    '/* Generated from tokens.ts by `npx nx run ui:tokens`. Edit tokens.ts, not this file. */',
    '/* Media queries cannot read custom properties: CSS files repeat the breakpoint px values. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
