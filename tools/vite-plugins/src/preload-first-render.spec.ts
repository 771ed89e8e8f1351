import { firstRenderPreloads, preloadFirstRender, type ChunkInfo } from './preload-first-render';

const bundle: Record<string, ChunkInfo> = {
  'assets/index-a1.js': {
    type: 'chunk',
    fileName: 'assets/index-a1.js',
    facadeModuleId: '/repo/apps/account/src/main.tsx',
    imports: ['assets/runtime-b2.js'],
  },
  'assets/runtime-b2.js': { type: 'chunk', fileName: 'assets/runtime-b2.js', facadeModuleId: null },
  'assets/vi-c3.js': {
    type: 'chunk',
    fileName: 'assets/vi-c3.js',
    facadeModuleId: '/repo/libs/i18n/src/resources/vi.ts',
    imports: ['assets/runtime-b2.js', 'assets/strings-d4.js'],
  },
  'assets/strings-d4.js': { type: 'chunk', fileName: 'assets/strings-d4.js', facadeModuleId: null },
  'assets/en-e5.js': {
    type: 'chunk',
    fileName: 'assets/en-e5.js',
    facadeModuleId: '/repo/libs/i18n/src/resources/en.ts',
  },
  'assets/index-f6.css': { type: 'asset', fileName: 'assets/index-f6.css' },
};

const html =
  '<html><head><script type="module" crossorigin src="/static/account/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/static/account/assets/runtime-b2.js"></head><body></body></html>';

describe('preloadFirstRender', () => {
  it('preloads the chunk of each named module and the chunks it imports, once, and nothing else', () => {
    const plugin = preloadFirstRender(['libs/i18n/src/resources/vi.ts']);
    plugin.configResolved({ base: '/static/account/' });

    const out = plugin.transformIndexHtml.handler(html, { bundle });

    expect(out).toContain(
      '<link rel="modulepreload" crossorigin href="/static/account/assets/vi-c3.js">' +
        '<link rel="modulepreload" crossorigin href="/static/account/assets/strings-d4.js"></head>',
    );
    // Already linked by the entry, and the other language, stay as they were.
    expect(out.match(/runtime-b2\.js/g)).toHaveLength(1);
    expect(out).not.toContain('en-e5.js');
  });

  it('fails the build when a named module is in no chunk (a renamed file would drop the preload)', () => {
    const plugin = preloadFirstRender([
      'libs/i18n/src/resources/vi.ts',
      'libs/shell/src/api/gone.ts',
    ]);
    plugin.configResolved({ base: '/' });

    expect(() => plugin.transformIndexHtml.handler(html, { bundle })).toThrow(
      'libs/shell/src/api/gone.ts',
    );
  });

  it('adds nothing when every chunk is linked already', () => {
    expect(
      firstRenderPreloads(html, bundle, ['apps/account/src/main.tsx'], '/static/account/'),
    ).toBe('');
  });
});
