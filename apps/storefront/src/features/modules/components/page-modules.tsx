import { SourceType } from '@gio/domain-enums';
import { BannerSlider, ProductSlider } from '@gio/ui';
import type { ListedVariantView, PageModuleView } from '@gio/contracts';
import type { ReactNode } from 'react';
import { toBannerData } from '../../../components/banner-data';
import { HtmlContent } from '../../../components/html-content';
import type { ProductSource } from '../../../lib/use-product-tracking';
import { CategoryTiles, FIRST_SCREEN_TILES } from './category-tiles';
import { DeferredProductSlider } from './deferred-product-slider';

export interface PageModulesProps {
  modules: readonly PageModuleView[];
  /** One tile per variant; the route passes the cart-aware tile. */
  renderTile: (variant: ListedVariantView, source: ProductSource) => ReactNode;
  /** Banners the page already shows (the home slider): a module does not show them twice. */
  shownBannerIds?: ReadonlySet<string>;
}

/**
 * The CMS modules of the home and module pages: banners, product sliders, category image tiles
 * and editor text, each shown when the module carries it, in the module's order. A product slider
 * whose products the page data left out (below the first screen) reads them near the viewport.
 */
export function PageModules({ modules, renderTile, shownBannerIds }: PageModulesProps) {
  // The first module shown starts on the first screen: its tile images load at once.
  let firstShown = true;
  return (
    <>
      {modules.map((module) => {
        const banners = module.banners.filter((banner) => !shownBannerIds?.has(banner.id));
        const empty =
          banners.length === 0 &&
          module.productListEntities.length === 0 &&
          !module.deferredProducts &&
          module.categories.length === 0 &&
          !module.bodyHtml;
        if (empty) return null;
        const onFirstScreen = firstShown;
        firstShown = false;
        return (
          // A plain container: the slider inside is already a region named by the module title.
          <div key={module.id} className="sf-module">
            {banners.length > 0 && (
              <BannerSlider banners={banners.map(toBannerData)} label={module.title} />
            )}
            {module.productListEntities.length > 0 && (
              <ProductSlider title={module.title} headingLevel={2}>
                {module.productListEntities.map((entry, position) =>
                  renderTile(entry.variant, {
                    // Module sliders are CMS lists (soft categories, action lists).
                    sourceType: SourceType.CATEGORY_SOFT,
                    sourceId: module.id,
                    position,
                  }),
                )}
              </ProductSlider>
            )}
            {module.deferredProducts && (
              <DeferredProductSlider
                title={module.title}
                deferred={module.deferredProducts}
                renderTile={(variant, position) =>
                  renderTile(variant, {
                    sourceType: SourceType.CATEGORY_SOFT,
                    sourceId: module.id,
                    position,
                  })
                }
              />
            )}
            {module.categories.length > 0 && (
              <CategoryTiles
                title={module.title}
                showTitle={module.productListEntities.length === 0 && !module.deferredProducts}
                eagerImages={onFirstScreen ? FIRST_SCREEN_TILES : 0}
                categories={module.categories}
              />
            )}
            {module.bodyHtml && <HtmlContent html={module.bodyHtml} />}
          </div>
        );
      })}
    </>
  );
}
