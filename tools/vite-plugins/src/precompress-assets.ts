import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Text assets worth compressing; images and fonts are compressed formats already, and source
 * maps are fetched only by developer tools.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/i;

/** Below this a compressed copy saves less than its headers cost (the gateway's own threshold). */
export const MIN_BYTES = 1024;

export interface PrecompressedFile {
  readonly file: string;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

/**
 * Writes `name.br` (Brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of
 * `dir` of at least MIN_BYTES, when the copy is smaller: hashed assets never change, so they are
 * compressed once at the best level instead of per request at a fast one, and the gateway sends
 * the copy the browser accepts as it is.
 */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written.push(...precompressDirectory(path));
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
    written.push({ file: path, bytes: content.length, brotliBytes: brotli.length, gzipBytes: gzip.length });
  }
  return written;
}

/** The part of Vite's plugin interface this plugin uses (kept here so the tool needs no Vite types). */
export interface BuildPlugin {
  readonly name: string;
  readonly apply: 'build';
  configResolved(config: { readonly build: { readonly outDir: string; readonly ssr: boolean | string } }): void;
  closeBundle(): void;
}

/**
 * Vite plugin: after a client build, precompresses its `assets/` folder (precompressDirectory).
 * Server builds are left alone: nothing sends them to a browser.
 */
export function precompressAssets(assetsDir = 'assets'): BuildPlugin {
  let outDir: string | null = null;
  return {
    name: 'gio:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? null : config.build.outDir;
    },
    closeBundle() {
      if (outDir) precompressDirectory(join(outDir, assetsDir));
    },
  };
}
