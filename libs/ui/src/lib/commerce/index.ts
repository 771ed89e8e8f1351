export { Price } from './price/price';
export type { PriceProps } from './price/price';
export { QuantityStepper } from './quantity-stepper/quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { ProductTile } from './product-tile/product-tile';
export type { ProductTileProps } from './product-tile/product-tile';
export type {
  ProductTileVariant,
  PromotionBadge as PromotionBadgeData,
  TileBadge,
} from './product-tile/product-tile-types';
export { PromotionBadge } from './product-tile/promotion-badge';
export type { PromotionBadgeProps } from './product-tile/promotion-badge';
export { Countdown } from './countdown/countdown';
export type { CountdownProps } from './countdown/countdown';
export { useCountdown } from './countdown/use-countdown';
export { ProductSlider } from './product-slider/product-slider';
export type { ProductSliderProps } from './product-slider/product-slider';
export { BannerSlider } from './banner-slider/banner-slider';
export type { BannerSliderProps } from './banner-slider/banner-slider';
export { Banner } from './banner-slider/banner';
export type { BannerColours, BannerData, BannerProps } from './banner-slider/banner';
export { PaginationDots } from './pagination-dots/pagination-dots';
export type { PaginationDotsProps } from './pagination-dots/pagination-dots';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { CategoryTree } from './category-tree/category-tree';
export type { CategoryTreeNode, CategoryTreeProps } from './category-tree/category-tree';
export { BrandFilter } from './brand-filter/brand-filter';
export type { BrandFilterProps } from './brand-filter/brand-filter';
export { SellerFilterPanel } from './seller-filter-panel/seller-filter-panel';
export type {
  SellerFilterPanelProps,
  SellerFulfilmentChoice,
  ShopCategory,
} from './seller-filter-panel/seller-filter-panel';
export { BackToTopButton } from './back-to-top-button/back-to-top-button';
export type { BackToTopButtonProps } from './back-to-top-button/back-to-top-button';
export { SiteBanner } from './site-banner/site-banner';
export type { SiteBannerProps } from './site-banner/site-banner';
export { CartBadge } from './cart-badge/cart-badge';
export type { CartBadgeProps } from './cart-badge/cart-badge';
export { CommerceLink, CommerceLinkProvider } from './shared/link';
export type { CommerceLinkProps } from './shared/link';
export { CurrencyProvider, useCurrency } from './shared/currency';
export { fixedClock, systemClock } from './shared/clock';
export type { Clock } from './shared/clock';
export { AgeGateDialog } from './age-gate-dialog/age-gate-dialog';
export type { AgeGateDialogProps } from './age-gate-dialog/age-gate-dialog';
export { BackInStockDialog } from './back-in-stock-dialog/back-in-stock-dialog';
export { FavoriteToggle } from './favorite-toggle/favorite-toggle';
export type { FavoriteToggleProps } from './favorite-toggle/favorite-toggle';
export type {
  BackInStockDialogProps,
  BackInStockStatus,
} from './back-in-stock-dialog/back-in-stock-dialog';
export { ImageZoom, MOBILE_ZOOM_QUERY } from './image-zoom/image-zoom';
export type { ImageZoomProps, ZoomImage } from './image-zoom/image-zoom';
export { ProductGrid } from './product-list/product-grid';
export type { ProductGridProps } from './product-list/product-grid';
export { ProductListSkeleton } from './product-list/product-list-skeleton';
export type { ProductListSkeletonProps } from './product-list/product-list-skeleton';
export { ProductListEmpty } from './product-list/product-list-empty';
export type { ProductListEmptyProps } from './product-list/product-list-empty';
export { NoResults } from './product-list/no-results';
export type { NoResultsProps, SearchSuggestion } from './product-list/no-results';
