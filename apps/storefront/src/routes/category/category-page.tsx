import { SourceType } from '@gio/domain-enums';
import { useSiteConfig } from '@gio/shell';
import { Banner, CategoryTree, ProductListSkeleton, type CategoryTreeNode } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { toBannerData } from '../../components/banner-data';
import { CartProductTile } from '../../components/cart-product-tile';
import { HtmlContent } from '../../components/html-content';
import { CategoryBrandFilter } from '../../features/brand-filter/components/category-brand-filter';
import { ProductList } from '../../features/product-list/components/product-list';
import { useParentCategoryTree } from '../../features/product-list/hooks/use-parent-category-tree';
import { usePageData } from '../../lib/page-data-provider';

/** Category links: the gateway's category views carry their canonical path. */
function categoryHref(node: CategoryTreeNode): string {
  const path = (node as CategoryTreeNode & { path?: string }).path;
  return path ?? `/products/category/${node.gid}/${node.slug}`;
}

/**
 * Category page (storefront.md §2): the category tree on the left (not in limited-products mode;
 * a category without children shows its parent's tree) with the brand filter, the banner, the
 * product grid with "load more" (the next plesByCategoryGid page, storefront.md §7) and the long
 * description.
 */
export function CategoryPage() {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const data = usePageData('category');
  // Breadcrumbs end with the category itself; the one before it is its parent.
  const parentGid = data ? (data.breadcrumbs[data.breadcrumbs.length - 2]?.gid ?? null) : null;
  const parentTree = useParentCategoryTree(
    (data?.category.children.length ?? 0) > 0,
    parentGid,
    data !== null && !site.limitedProductsMode,
  );
  if (!data) return <ProductListSkeleton />;
  const { category, payload } = data;
  const name = category.displayName || category.name;
  const tree = category.children.length > 0 ? category : parentTree;
  const showTree = !site.limitedProductsMode && tree !== null;
  return (
    <div className="sf-page sf-listing">
      <h1 className="sf-page__title">{name}</h1>
      <aside className="sf-listing__aside" aria-label={t('filters.title')}>
        {showTree && (
          <CategoryTree categories={[tree]} getHref={categoryHref} currentGid={category.gid} />
        )}
        <CategoryBrandFilter
          brands={payload.brandTexts.list}
          selected={payload.brandTexts.selectedList}
          basePath={category.path}
        />
      </aside>
      <div className="sf-listing__main">
        {payload.banner && <Banner banner={toBannerData(payload.banner)} isMobileWeb={false} />}
        <ProductList
          payload={payload}
          label={name}
          list={{ kind: 'category', categoryGid: category.gid }}
          renderTile={(variant, index) => (
            <CartProductTile
              key={variant.id}
              variant={variant}
              eager={index < 4}
              source={{
                sourceType: data.category.isSoftCategory
                  ? SourceType.CATEGORY_SOFT
                  : SourceType.CATEGORY,
                sourceId: data.category.gid,
                position: index,
              }}
              headingLevel={2}
            />
          )}
        />
        <HtmlContent html={category.longDescriptionHtml} className="sf-listing__description" />
      </div>
    </div>
  );
}
