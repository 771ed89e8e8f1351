import { ENTRY_LATEST_MS, runEntryAfterFirstPaint } from '../vite-script-priority';

const INDEX_HTML = `<!doctype html><html><head>
    <!--app-head-->
    <script type="module" crossorigin src="/static/storefront/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/static/storefront/assets/runtime-b.js">
    <link rel="stylesheet" crossorigin href="/static/storefront/assets/index-a.css">
  </head><body><div id="root"><!--app-html--></div></body></html>`;

/** The inline loader of the transformed page, with `import()` made a call the test can see. */
function loaderOf(html: string): string {
  const loader = /<script type="module">(.*?)<\/script>/s.exec(html)?.[1];
  if (!loader) throw new Error('no inline loader');
  return loader.replace(/\bimport\(/, 'load(');
}

interface FakePage {
  loaded: string[];
  paint: () => void;
  frame: () => void;
  tick: (ms: number) => void;
}

/** Runs the loader against a document built from `html`, with paint entries, frames and timers under the test's control. */
function runLoader(
  html: string,
  options: { hidden?: boolean; paintEntries?: boolean } = {},
): FakePage {
  document.documentElement.innerHTML = /<html>(.*)<\/html>/s.exec(html)?.[1] ?? '';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (options.hidden ? 'hidden' : 'visible'),
  });
  const loaded: string[] = [];
  let observer:
    | ((
        list: { getEntriesByName: (name: string) => unknown[] },
        o: { disconnect: () => void },
      ) => void)
    | null = null;
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  class FakeObserver {
    static supportedEntryTypes = options.paintEntries === false ? [] : ['paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {
      // The test reports the paint itself (`paint`).
    }
  }
  const page: FakePage = {
    loaded,
    paint: () =>
      observer?.(
        { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
        { disconnect: () => undefined },
      ),
    frame: () => frames.splice(0).forEach((run) => run()),
    tick: (ms) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
  new Function(
    'load',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    loaderOf(html),
  )(
    (src: string) => loaded.push(src),
    FakeObserver,
    (run: () => void) => frames.push(run),
    (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
  );
  return page;
}

describe('index.html scripts after the first paint', () => {
  const html = runEntryAfterFirstPaint(INDEX_HTML);

  it('keeps no script the browser would fetch or run before the first paint', () => {
    expect(html).not.toMatch(/<script type="module"[^>]*\ssrc=/);
    const outsideTemplates = html.replace(/<template data-after-first-paint>.*?<\/template>/gs, '');
    expect(outsideTemplates).not.toContain('modulepreload');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/static/storefront/assets/index-a.css">',
    );
    expect(html).toContain(
      '<template data-after-first-paint><link rel="modulepreload" fetchpriority="low" crossorigin href="/static/storefront/assets/index-a.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/static/storefront/assets/runtime-b.js"></template>',
    );
  });

  it('loads the entry once the first contentful paint is reported, with every template of preloads', () => {
    const page = runLoader(
      html.replace(
        '<!--app-head-->',
        '<template data-after-first-paint><link rel="modulepreload" href="/static/storefront/assets/page-c.js"></template>',
      ),
    );
    page.frame();
    page.tick(0);
    expect(page.loaded).toEqual([]);
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);

    page.paint();
    page.tick(0);
    expect(page.loaded).toEqual(['/static/storefront/assets/index-a.js']);
    const preloads = [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('href'),
    );
    expect(preloads.sort()).toEqual([
      '/static/storefront/assets/index-a.js',
      '/static/storefront/assets/page-c.js',
      '/static/storefront/assets/runtime-b.js',
    ]);

    page.tick(ENTRY_LATEST_MS);
    expect(page.loaded).toHaveLength(1);
  });

  it('loads at the latest after ENTRY_LATEST_MS when no paint is reported', () => {
    const page = runLoader(html);
    page.tick(ENTRY_LATEST_MS - 1);
    expect(page.loaded).toEqual([]);
    page.tick(1);
    expect(page.loaded).toEqual(['/static/storefront/assets/index-a.js']);
  });

  it('loads at once in a hidden tab, which paints nothing', () => {
    expect(runLoader(html, { hidden: true }).loaded).toEqual([
      '/static/storefront/assets/index-a.js',
    ]);
  });

  it('waits for one frame where the browser reports no paint entries', () => {
    const page = runLoader(html, { paintEntries: false });
    page.tick(0);
    expect(page.loaded).toEqual([]);
    page.frame();
    page.tick(0);
    expect(page.loaded).toEqual(['/static/storefront/assets/index-a.js']);
  });

  it('refuses an index.html without an entry script', () => {
    expect(() => runEntryAfterFirstPaint('<html><head></head></html>')).toThrow(/entry/);
  });
});
