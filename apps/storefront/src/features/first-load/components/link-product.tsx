import type { VariantView } from '@gio/contracts';
import './link-modals.css';

const THUMBNAIL_WIDTH = 64;

/** The product a link modal is about: a small image and its name. */
export function LinkProduct({ variant }: { variant: Pick<VariantView, 'name' | 'images'> }) {
  const image = variant.images[0];
  return (
    <div className="sf-link-product">
      {image ? (
        <img
          src={image.original}
          width={THUMBNAIL_WIDTH}
          height={Math.round((THUMBNAIL_WIDTH * image.height) / Math.max(image.width, 1))}
          alt=""
        />
      ) : null}
      <p className="sf-link-product__name">{variant.name}</p>
    </div>
  );
}
