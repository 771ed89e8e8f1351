import { readSiteConfig } from '@gio/shell';
import escapeHtml from 'escape-html';
import { inlineJson } from './head';

/** Placeholders of `index.html` that the server fills for every page. */
export const TEMPLATE_PLACEHOLDERS = {
  lang: '<!--app-lang-->',
  csrf: '<!--app-csrf-->',
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  data: '<!--app-data-->',
} as const;

export interface TemplateValues {
  head: string;
  html: string;
  /** The page data of this page (the `data` of the page-data answer), or null. */
  pageData: unknown;
  /** The site configuration the client shell reads (see `readSiteConfig`). */
  site?: unknown;
  csrfToken?: string;
  lng?: string;
}

/**
 * The HTML document of a page from the built `index.html`: the head, the rendered app, the
 * page data inlined as `{ data, site }` (escaped against `</script>`) for hydration, and the
 * CSRF token in `<meta name="csrf-token">` where the JSON helper reads it.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  const replacements: Record<string, string> = {
    [TEMPLATE_PLACEHOLDERS.lang]: escapeHtml(values.lng === 'en' ? 'en' : 'vi'),
    [TEMPLATE_PLACEHOLDERS.csrf]: values.csrfToken
      ? `<meta name="csrf-token" content="${escapeHtml(values.csrfToken)}">`
      : '',
    [TEMPLATE_PLACEHOLDERS.head]: values.head,
    [TEMPLATE_PLACEHOLDERS.html]: values.html,
    [TEMPLATE_PLACEHOLDERS.data]: inlineJson({
      data: values.pageData ?? null,
      // Only what the shell reads: the gateway's whole configuration stays on the server.
      site: values.site === undefined || values.site === null ? null : readSiteConfig(values.site),
    }),
  };
  // One pass, so that page content that happens to contain a placeholder is never replaced.
  return template.replace(
    /<!--app-(?:lang|csrf|head|html|data)-->/g,
    (placeholder) => replacements[placeholder] ?? placeholder,
  );
}
