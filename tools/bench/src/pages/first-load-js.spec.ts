import { htmlScriptFiles, splitScripts, withStaticImports, type ViteManifest } from './first-load-js';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js', '_ui.js'], dynamicImports: ['src/routes/product.tsx'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_ui.js': { file: 'assets/ui-c.js', imports: ['_react.js'] },
  'src/routes/product.tsx': { file: 'assets/product-d.js', isDynamicEntry: true, imports: ['_ui.js', '_zoom.js'] },
  '_zoom.js': { file: 'assets/zoom-e.js' },
};

describe('first-load JavaScript of a page', () => {
  it('reads module scripts and module preloads under the asset prefix, once each', () => {
    const html = `<head>
      <script type="module" crossorigin src="/static/storefront/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/static/storefront/assets/react-b.js">
      <link rel="modulepreload" href='/static/storefront/assets/product-d.js'>
      <link rel="stylesheet" href="/static/storefront/assets/index.css">
      <link rel="preload" as="image" href="/static/storefront/assets/hero.js">
      <script src="https://elsewhere.example/tag.js"></script>
      <script type="module" src="/static/storefront/assets/index-a.js"></script>
      <script id="__PAGE_DATA__" type="application/json">{}</script>
    </head>`;
    expect(htmlScriptFiles(html, '/static/storefront/')).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/product-d.js']);
  });

  it('adds every static import, transitively, but no dynamic import', () => {
    expect(withStaticImports(['assets/index-a.js'], manifest).sort()).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/ui-c.js']);
    expect(withStaticImports(['assets/index-a.js', 'assets/product-d.js'], manifest).sort()).toEqual([
      'assets/index-a.js',
      'assets/product-d.js',
      'assets/react-b.js',
      'assets/ui-c.js',
      'assets/zoom-e.js',
    ]);
  });

  it('counts scripts requested before the load event as first load and later ones as deferred', () => {
    const split = splitScripts(
      ['assets/index-a.js', 'assets/react-b.js'],
      [
        { file: 'assets/index-a.js', beforeLoad: true },
        { file: 'assets/vi-f.js', beforeLoad: true },
        { file: 'assets/tracking-g.js', beforeLoad: false },
        { file: 'assets/react-b.js', beforeLoad: false },
        { file: 'assets/tracking-g.js', beforeLoad: false },
      ],
    );
    expect(split.firstLoad.sort()).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/vi-f.js']);
    expect(split.deferred).toEqual(['assets/tracking-g.js']);
  });
});
