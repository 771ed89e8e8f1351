import { ProductListSkeleton } from '@gio/ui';
import { HtmlContent } from '../../components/html-content';
import { usePageData } from '../../lib/page-data-provider';

/** Text content page /t/:slug (storefront.md §2). */
export function TextPage() {
  const data = usePageData('text');
  if (!data) return <ProductListSkeleton />;
  // The CMS body usually opens with its own h1; a heading is only added when it does not.
  const hasHeading = /<h1[\s>]/i.test(data.bodyHtml);
  return (
    <article className="sf-page sf-text-page">
      {!hasHeading && <h1 className="sf-page__title">{data.title}</h1>}
      <HtmlContent html={data.bodyHtml} />
    </article>
  );
}
