import type { Plugin } from 'vite';

/**
 * Marks the entry script and its module preloads `fetchpriority="low"` in index.html (the gateway
 * marks the page chunks' preloads alike, page-assets.ts).
 *
 * Every page is drawn by the server, so the first paint needs the HTML, the stylesheets and the
 * first screen's images, not the scripts, which only hydrate what is already shown. At their
 * default (high) priority, on a phone's slow network the scripts (about 125 kB sent, React and the
 * router for the most part) share the link with the stylesheets and the images above the fold
 * and delay the first and the largest paint.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'gio-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
