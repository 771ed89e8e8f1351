import type { ListedVariantView } from '@gio/contracts';
import { useSiteConfig } from '@gio/shell';
import { AgeGateDialog, ProductTile } from '@gio/ui';
import { useRef } from 'react';
import { useAddToCart } from '../lib/use-add-to-cart';
import { AddToListButton } from './product-actions/add-to-list-button';
import { FavoriteButton } from './product-actions/favorite-button';
import { useProductTracking, type ProductSource } from '../lib/use-product-tracking';

export interface CartProductTileProps {
  variant: ListedVariantView;
  /** Tiles above the fold load their image eagerly (design.md "Images"). */
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The list it is shown in, for impression, click and add-to-cart tracking (accounts.md §9). */
  source?: ProductSource;
}

/**
 * A product tile whose add button runs the cart add flow, age gate included (storefront.md §4),
 * with the favourite heart and add to list (accounts.md §7), tracked as an impression when fully
 * seen and as a click when followed.
 */
export function CartProductTile({
  variant,
  eager = false,
  headingLevel = 3,
  source,
}: CartProductTileProps) {
  const site = useSiteConfig();
  const cart = useAddToCart(variant, source);
  const root = useRef<HTMLElement | null>(null);
  useProductTracking(root, variant.id, source);
  return (
    <>
      <ProductTile
        rootRef={root}
        variant={variant}
        href={variant.path}
        cartQuantity={cart.inCart}
        lastFewThreshold={site.lastFewThreshold}
        sampleAllowedCount={variant.product.sampleAllowedCount}
        onAddToCart={cart.add}
        processing={cart.processing}
        imageLoading={eager ? 'eager' : 'lazy'}
        headingLevel={headingLevel}
        extraActions={
          <>
            <FavoriteButton variant={variant} />
            <AddToListButton variant={variant} size="sm" />
          </>
        }
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
