import escapeHtml from 'escape-html';
import { inlineJson, type PageHead } from './head';

// Apart from head.ts, which the browser's shell imports too: the escaper is the server's alone
// and stays out of the first-load bundle.

/** The head as HTML for the server render. */
export function headToHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.noIndex ? '<meta name="robots" content="noindex">' : '',
    ...head.jsonLd.map((doc) => `<script type="application/ld+json">${inlineJson(doc)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}
