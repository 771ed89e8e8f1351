import { FulfillmentFilter, SourceType } from '@gio/domain-enums';
import { ProductListSkeleton, SellerFilterPanel, type SellerFulfilmentChoice } from '@gio/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { CartProductTile } from '../../components/cart-product-tile';
import { HtmlContent } from '../../components/html-content';
import { PageModules } from '../../features/modules/components/page-modules';
import { ProductList } from '../../features/product-list/components/product-list';
import { usePageData } from '../../lib/page-data-provider';

/** Query parameters of the seller filter panel; the gateway reads `fulfillment`. */
const FULFILMENT_PARAM = 'fulfillment';
const SHOP_CATEGORY_PARAM = 'shopCategory';

function fulfilmentOf(value: string | null): SellerFulfilmentChoice {
  return value === FulfillmentFilter.LOCAL_DELIVERY || value === FulfillmentFilter.IN_STORE_PICKUP
    ? value
    : null;
}

/**
 * Landing or module page /m/:slug (storefront.md §2): its CMS modules, and for a seller's page
 * the filter panel (fulfilment All / Standard Delivery / Pick up in Store, shop categories with
 * Clear) above the seller's products with "load more".
 */
export function ModulePage() {
  const data = usePageData('module');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  if (!data) return <ProductListSkeleton />;
  const basePath = `/m/${data.modulePage.slug}`;
  const products = data.category;
  // The seller's shop categories come with the page; `shopCategory` filters its products.
  const shopCategories = data.shopCategories.map((c) => ({ id: c.gid, name: c.name }));
  const applyParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(name);
    else next.set(name, value);
    const search = next.toString();
    void navigate(`${basePath}${search ? `?${search}` : ''}`, { preventScrollReset: true });
  };
  const isSellerPage =
    products.products.length > 0 ||
    shopCategories.length > 0 ||
    searchParams.has(FULFILMENT_PARAM) ||
    searchParams.has(SHOP_CATEGORY_PARAM);

  return (
    <div className="sf-page sf-module-page">
      <h1 className="sf-page__title">{data.modulePage.title}</h1>
      <HtmlContent html={data.modulePage.descriptionHtml} />
      <PageModules
        modules={data.modules}
        renderTile={(variant, source) => (
          <CartProductTile key={variant.id} variant={variant} source={source} />
        )}
      />
      {isSellerPage && (
        <div className="sf-listing">
          <aside className="sf-listing__aside">
            <SellerFilterPanel
              fulfilment={fulfilmentOf(searchParams.get(FULFILMENT_PARAM))}
              onFulfilmentChange={(choice) => applyParam(FULFILMENT_PARAM, choice)}
              shopCategories={shopCategories}
              selectedCategoryId={searchParams.get(SHOP_CATEGORY_PARAM)}
              onCategoryChange={(id) => applyParam(SHOP_CATEGORY_PARAM, id)}
              onClear={() => applyParam(SHOP_CATEGORY_PARAM, null)}
            />
          </aside>
          <div className="sf-listing__main">
            <ProductList
              payload={products}
              label={data.modulePage.title}
              renderTile={(variant, index) => (
                <CartProductTile
                  key={variant.id}
                  variant={variant}
                  eager={index < 4}
                  source={{
                    sourceType: SourceType.CATEGORY_SOFT,
                    sourceId: data.modulePage.id,
                    position: index,
                  }}
                  headingLevel={2}
                />
              )}
            />
          </div>
        </div>
      )}
    </div>
  );
}
