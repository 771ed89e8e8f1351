/** What the plugin reads of a bundle's chunk (Rollup's `OutputChunk`). */
export interface ChunkInfo {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
}

/** The part of Vite's plugin interface this plugin uses (this package imports no Vite types). */
export interface IndexHtmlPlugin {
  readonly name: string;
  readonly apply: 'build';
  configResolved(config: { readonly base: string }): void;
  readonly transformIndexHtml: {
    readonly order: 'post';
    handler(
      html: string,
      context: { readonly bundle?: Readonly<Record<string, ChunkInfo>> },
    ): string;
  };
}

/**
 * `<link rel="modulepreload">` tags for the chunks whose entry module's path ends with one of
 * `modules`, and for the chunks they import, that `html` does not link yet.
 */
export function firstRenderPreloads(
  html: string,
  bundle: Readonly<Record<string, ChunkInfo>>,
  modules: readonly string[],
  base: string,
): string {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of Object.values(bundle)) {
    const id = chunk.facadeModuleId ?? '';
    if (chunk.type === 'chunk' && modules.some((module) => id.endsWith(module)))
      visit(chunk.fileName);
  }
  return [...files]
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
}

/**
 * Preloads, from index.html, the chunks a client-rendered app imports with `import()` before its
 * first render (its first language's strings, the session call): without it the browser learns of
 * them only once the entry has run, one round trip after it, and on a phone's network the first
 * paint waits for that trip. `modules` are path endings of the imported modules; a name that
 * matches no chunk fails the build, so a rename cannot silently drop the preload.
 */
export function preloadFirstRender(modules: readonly string[]): IndexHtmlPlugin {
  let base = '/';
  return {
    name: 'gio-preload-first-render',
    apply: 'build',
    configResolved(config: { readonly base: string }) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: { readonly bundle?: Readonly<Record<string, ChunkInfo>> }) {
        const bundle = context.bundle ?? {};
        const ids = Object.values(bundle).map((chunk) => chunk.facadeModuleId ?? '');
        const missing = modules.filter((module) => !ids.some((id) => id.endsWith(module)));
        if (missing.length > 0) throw new Error(`no chunk is built from ${missing.join(', ')}`);
        return html.replace(
          '</head>',
          `${firstRenderPreloads(html, bundle, modules, base)}</head>`,
        );
      },
    },
  };
}
