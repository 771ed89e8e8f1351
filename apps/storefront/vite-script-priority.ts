import type { Plugin } from 'vite';
import { SCRIPTS_AFTER_PAINT_ATTRIBUTE } from './src/lib/page-assets';

/**
 * How index.html loads the scripts of a server-drawn page: not before the browser has shown the
 * page (the gateway's page chunk preloads wait alike, page-assets.ts).
 *
 * Every page is drawn by the server, so the first paint needs the HTML, the stylesheets and the
 * first screen's images, not the scripts, which only hydrate what is already shown:
 * - On a phone's slow network the scripts (about 125 kB sent, React and the router for the most
 *   part) share the link with the stylesheets and the images above the fold and delay the first
 *   and the largest paint, even at `fetchpriority="low"`.
 * - A module script runs as soon as the document is parsed, which is often before the browser has
 *   shown its first frame: the page then stays blank while React and the page's chunks are
 *   evaluated. On a busy phone (and on a 2-core machine under Lighthouse) a frame painted on the
 *   main thread may reach the screen a second later, so one `requestAnimationFrame` is not enough.
 *
 * The entry and its module preloads therefore sit in an inert `<template>`, and a small inline
 * module adds them to the document and imports the entry once the first contentful paint has been
 * presented (its `paint` entry), at the latest after `ENTRY_LATEST_MS` or when the tab is hidden.
 * A hidden tab paints nothing: it loads at once; a browser without paint entries waits for one
 * frame. Links work
 * before hydration (they are the server's `<a href>`), so a tap in that moment still navigates.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'gio-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => runEntryAfterFirstPaint(html),
    },
  };
}

const ENTRY = /<script type="module"([^>]*?)\ssrc="([^"]+)"([^>]*)><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"([^>]*)>\s*/g;

/** Past this, the page hydrates even if no contentful paint was reported (a page of no text). */
export const ENTRY_LATEST_MS = 3000;

/** index.html with its entry and module preloads loaded after the first contentful paint. */
export function runEntryAfterFirstPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('index.html has no entry <script type="module" src>');
  const [tag, before = '', src = '', after = ''] = entry;
  const preload = (attributes: string) =>
    `<link rel="modulepreload" fetchpriority="low"${attributes.replace(/\sfetchpriority="[^"]*"/, '')}>`;
  const preloads = [preload(`${before}${after} href="${src}"`)];
  const rest = html.replace(tag, '').replace(PRELOAD, (_, attributes: string) => {
    preloads.push(preload(attributes));
    return '';
  });
  const template = `<template ${SCRIPTS_AFTER_PAINT_ATTRIBUTE}>${preloads.join('')}</template>`;
  const loader = [
    `let started=false;const run=()=>{if(started)return;started=true;`,
    `for(const t of document.querySelectorAll("template[${SCRIPTS_AFTER_PAINT_ATTRIBUTE}]"))document.head.append(t.content);`,
    `import(${JSON.stringify(src)})};`,
    `if(document.visibilityState==="hidden")run();else{`,
    `document.addEventListener("visibilitychange",run,{once:true});setTimeout(run,${ENTRY_LATEST_MS});`,
    `try{if(!(PerformanceObserver.supportedEntryTypes||[]).includes("paint"))throw 0;`,
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(run,0)}}).observe({type:"paint",buffered:true})}`,
    `catch(e){requestAnimationFrame(()=>setTimeout(run,0))}}`,
  ].join('');
  return rest.replace('</head>', `${template}<script type="module">${loader}</script>\n  </head>`);
}
