/**
 * HTML written by the shop's editors in the CMS (long descriptions, text pages, module bodies).
 * It comes from the gateway's own database, never from shoppers, so it is rendered as is.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={['sf-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
