/** One entry of Vite's `.vite/manifest.json`, keyed by source id. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The JavaScript files a first load's HTML asks for: module scripts and module preloads under
 * the client's asset prefix, as paths inside the client build (`assets/…`).
 */
export function htmlScriptFiles(html: string, assetBase: string): string[] {
  const urls = new Set<string>();
  const tag = /<(script|link)\b([^>]*)>/gi;
  for (const match of html.matchAll(tag)) {
    const [, name = '', attributes = ''] = match;
    const attribute = (key: string) => new RegExp(`\\b${key}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attributes)?.[1];
    const url =
      name.toLowerCase() === 'script'
        ? attribute('src')
        : /\bmodulepreload\b/i.test(attribute('rel') ?? '')
          ? attribute('href')
          : undefined;
    if (url && url.startsWith(assetBase) && url.endsWith('.js')) urls.add(url.slice(assetBase.length));
  }
  return [...urls];
}

/**
 * `files` and every chunk they import statically, by the manifest: what the browser must load
 * before the page runs. Dynamic imports are left out (they load later, when asked for).
 */
export function withStaticImports(files: readonly string[], manifest: ViteManifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  files.forEach(visit);
  return [...seen];
}

/** A script the browser requested during a page load, and whether before the load event. */
export interface ScriptRequest {
  readonly file: string;
  readonly beforeLoad: boolean;
}

/**
 * The page's first-load JavaScript and what it deferred: first load is what the HTML declares
 * (module scripts, module preloads and their static imports) plus every script requested before
 * the load event (the language and page chunks the entry imports before hydrating); deferred is
 * what was requested only after the load event (idle-time and after-hydration chunks). Each file
 * is counted once, in the first group it belongs to.
 */
export function splitScripts(
  declared: readonly string[],
  requests: readonly ScriptRequest[],
): { firstLoad: string[]; deferred: string[] } {
  const firstLoad = new Set(declared);
  for (const request of requests) if (request.beforeLoad) firstLoad.add(request.file);
  const deferred = new Set(requests.filter((r) => !firstLoad.has(r.file)).map((r) => r.file));
  return { firstLoad: [...firstLoad], deferred: [...deferred] };
}

/** Bytes as kB with one decimal (1 kB = 1,000 bytes, as budgets are usually stated). */
export function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
