import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breakpoints } from '@gio/domain-enums';
import { LazyModal as Modal } from '../../foundation/modal/lazy-modal';
import { VisuallyHidden } from '../../foundation/visually-hidden/visually-hidden';
import { useMediaQuery } from '../shared/use-media-query';
import './image-zoom.css';

export interface ZoomImage {
  src: string;
  width: number;
  height: number;
}

export interface ImageZoomProps {
  /** The image shown on the page (e.g. 512×400 on product pages). */
  image: ZoomImage;
  /** The large image shown when zoomed (e.g. 1024×800); the page image when absent. */
  zoomImage?: ZoomImage;
  /** Variant.imageAltText, or the product name. */
  alt: string;
  /** The main product image loads eagerly with high priority; others lazily (design.md Images). */
  loading?: 'eager' | 'lazy';
  /** Start with the zoom view open (stories, deep links). */
  defaultOpen?: boolean;
  className?: string;
}

/** At or below the zoom breakpoint (768 px) the mobile zoom view is used (storefront.md §2, §9). */
export const MOBILE_ZOOM_QUERY = `(max-width: ${Breakpoints.ZOOM}px)`;

/**
 * Product image with zoom (storefront.md §2): above 768 px a large modal, at 768 px or less a
 * full-page mobile zoom view whose image can be panned and pinched, read from matchMedia. In
 * both, a toggle doubles the image so details can be seen without a pinch gesture.
 */
export function ImageZoom({
  image,
  zoomImage,
  alt,
  loading = 'eager',
  defaultOpen = false,
  className,
}: ImageZoomProps) {
  const { t } = useTranslation('common');
  const mobile = useMediaQuery(MOBILE_ZOOM_QUERY);
  const [open, setOpen] = useState(defaultOpen);
  const [magnified, setMagnified] = useState(false);
  const large = zoomImage ?? image;

  return (
    <div className={['gio-image-zoom', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="gio-image-zoom__trigger"
        aria-haspopup="dialog"
        onClick={() => {
          setMagnified(false);
          setOpen(true);
        }}
      >
        <img
          className="gio-image-zoom__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
          fetchPriority={loading === 'eager' ? 'high' : undefined}
        />
        <VisuallyHidden>{t('product.zoom_image')}</VisuallyHidden>
        <span className="gio-image-zoom__hint" aria-hidden="true">
          ⤢
        </span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={alt}
        variant={mobile ? 'full-page' : 'large'}
        className={
          mobile
            ? 'gio-image-zoom__dialog gio-image-zoom__dialog--mobile'
            : 'gio-image-zoom__dialog'
        }
      >
        <div className="gio-image-zoom__viewer" data-view={mobile ? 'mobile' : 'desktop'}>
          <button
            type="button"
            className="gio-image-zoom__toggle"
            aria-pressed={magnified}
            onClick={() => setMagnified((value) => !value)}
          >
            {t('product.zoom_image')}
          </button>
          <div className="gio-image-zoom__pan" data-magnified={magnified || undefined}>
            <img
              className="gio-image-zoom__large"
              src={large.src}
              width={large.width}
              height={large.height}
              alt={alt}
            />
          </div>
        </div>
      </Modal>
    </div>
  );
}
