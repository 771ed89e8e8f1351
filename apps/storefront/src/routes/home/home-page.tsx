import { BannerSlider, ProductListSkeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { toBannerData } from '../../components/banner-data';
import { CartProductTile } from '../../components/cart-product-tile';
import { PageModules } from '../../features/modules/components/page-modules';
import { usePageData } from '../../lib/page-data-provider';

/** Home page (storefront.md §2): banner slider, then the CMS modules (product sliders and more). */
export function HomePage() {
  const { t } = useTranslation('seo');
  const data = usePageData('home');
  if (!data) return <ProductListSkeleton />;
  return (
    <div className="sf-page sf-home">
      <h1 className="sf-visually-hidden">{t('home_title')}</h1>
      {data.banners.length > 0 && (
        <BannerSlider
          banners={data.banners.map(toBannerData)}
          label={t('common:slider.banner_label')}
        />
      )}
      <PageModules
        modules={data.modules}
        shownBannerIds={new Set(data.banners.map((banner) => banner.id))}
        renderTile={(variant, source) => (
          <CartProductTile key={variant.id} variant={variant} source={source} />
        )}
      />
    </div>
  );
}
