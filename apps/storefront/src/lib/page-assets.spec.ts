import { pageAssetLinks, type ClientManifest } from './page-assets';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_ui.js'], css: ['assets/index-a.css'] },
  '_ui.js': { file: 'assets/ui-b.js', css: ['assets/ui-b.css'] },
  'src/routes/product/product-page.tsx': {
    file: 'assets/product-page-c.js',
    imports: ['_ui.js', '_tile.js'],
    css: ['assets/product-page-c.css'],
  },
  '_tile.js': { file: 'assets/tile-d.js', imports: ['_ui.js'], css: ['assets/tile-d.css'] },
};

describe('pageAssetLinks', () => {
  it("links the page's chunks and styles, each once, and nothing index.html already links", () => {
    const links = pageAssetLinks(manifest, ['src/routes/product/product-page.tsx']);
    expect(links).toBe(
      '<link rel="stylesheet" href="/static/storefront/assets/product-page-c.css">' +
        '<link rel="stylesheet" href="/static/storefront/assets/tile-d.css">' +
        '<template data-after-first-paint>' +
        '<link rel="modulepreload" fetchpriority="low" href="/static/storefront/assets/product-page-c.js">' +
        '<link rel="modulepreload" fetchpriority="low" href="/static/storefront/assets/tile-d.js">' +
        '</template>',
    );
  });

  it('links nothing for a module the manifest does not know', () => {
    expect(pageAssetLinks(manifest, ['src/routes/unknown.tsx'])).toBe('');
  });
});
