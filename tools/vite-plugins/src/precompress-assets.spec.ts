import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressAssets, precompressDirectory } from './precompress-assets';

describe('precompressDirectory', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gio-precompress-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const script = 'export const greeting = "xin chào";\n'.repeat(200);

  it('writes Brotli and gzip copies that decompress to the same bytes, in nested folders too', () => {
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'chunks', 'page-abc123.js'), script);

    const written = precompressDirectory(dir);

    const path = join(dir, 'chunks', 'page-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(written).toEqual([expect.objectContaining({ file: path, bytes: Buffer.byteLength(script) })]);
    expect(written[0]!.brotliBytes).toBeLessThan(written[0]!.gzipBytes);
  });

  it('leaves images, small files and already-compressed copies alone', () => {
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');

    expect(precompressDirectory(dir)).toEqual([]);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.css.gz'))).toBe(false);
  });
});

describe('precompressAssets (the Vite plugin)', () => {
  it('compresses the client build’s assets after the bundle is written, never a server build', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'gio-precompress-build-'));
    try {
      mkdirSync(join(outDir, 'assets'));
      writeFileSync(join(outDir, 'assets', 'main.css'), 'body{margin:0}\n'.repeat(200));

      const server = precompressAssets();
      server.configResolved({ build: { outDir, ssr: 'src/entry-server.tsx' } });
      server.closeBundle();
      expect(existsSync(join(outDir, 'assets', 'main.css.br'))).toBe(false);

      const client = precompressAssets();
      client.configResolved({ build: { outDir, ssr: false } });
      client.closeBundle();
      expect(existsSync(join(outDir, 'assets', 'main.css.br'))).toBe(true);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
