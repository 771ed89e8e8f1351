import { SourceType } from '@gio/domain-enums';
import { ProductListSkeleton } from '@gio/ui';
import { useParams } from 'react-router';
import { CartProductTile } from '../../components/cart-product-tile';
import { ProductList } from '../../features/product-list/components/product-list';
import { usePageData } from '../../lib/page-data-provider';

/**
 * Product lists without a category: action lists (/products/action/:id?title=, reached from
 * banners), highlight lists and brand pages (storefront.md §2). A brand page's "load more" asks
 * plesFullTextSearch (searchType BRAND) for the next cursor page; the others read the next page's
 * page data.
 */
export function ListPage() {
  const data = usePageData('list');
  const { gid } = useParams();
  if (!data) return <ProductListSkeleton />;
  return (
    <article className="sf-page">
      <h1 className="sf-page__title">{data.title}</h1>
      <ProductList
        payload={data.payload}
        label={data.title}
        list={data.kind === 'brand' && gid ? { kind: 'brand', brandGid: gid } : null}
        renderTile={(variant, index) => (
          <CartProductTile
            key={variant.id}
            variant={variant}
            eager={index < 4}
            headingLevel={2}
            source={{
              sourceType: SourceType.CATEGORY_SOFT,
              sourceId: data.seo.canonicalPath,
              position: index,
            }}
          />
        )}
      />
    </article>
  );
}
