import type { ListedVariantView } from '@gio/contracts';
import { AgeGateDialog, ProductTile } from '@gio/ui';
import { useSiteConfig } from '../../../lib/site-config-context';
import { useAddToCart } from '../hooks/use-add-to-cart';

export interface CartProductTileProps {
  variant: ListedVariantView;
  /** Tiles above the fold load their image eagerly (design.md "Images"). */
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A product tile whose add button runs the cart add flow, age gate included (storefront.md §4). */
export function CartProductTile({
  variant,
  eager = false,
  headingLevel = 3,
}: CartProductTileProps) {
  const site = useSiteConfig();
  const cart = useAddToCart(variant);
  return (
    <>
      <ProductTile
        variant={variant}
        href={variant.path}
        cartQuantity={cart.inCart}
        lastFewThreshold={site.lastFewThreshold}
        sampleAllowedCount={variant.product.sampleAllowedCount}
        onAddToCart={cart.add}
        processing={cart.processing}
        imageLoading={eager ? 'eager' : 'lazy'}
        headingLevel={headingLevel}
      />
      <AgeGateDialog
        open={cart.ageGateOpen}
        onAccept={cart.acceptAgeGate}
        onDecline={cart.declineAgeGate}
        productName={variant.name}
      />
    </>
  );
}
