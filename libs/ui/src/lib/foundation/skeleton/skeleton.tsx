import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './skeleton.css';

export type SkeletonVariant = 'text' | 'rect' | 'tile';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** Text variant: number of lines. */
  lines?: number;
  /** Rect variant: CSS width and height (e.g. '100%', '12rem'). */
  width?: string;
  height?: string;
  /**
   * Say "Đang tải nội dung" to screen readers. Leave it off when the surrounding region
   * already announces loading (aria-busy), so a grid of tiles is not read out ten times.
   */
  announce?: boolean;
  className?: string;
}

/** Sizes arrive as custom properties so that the stylesheet, not inline rules, draws them. */
function sizeVariables(width?: string, height?: string): CSSProperties | undefined {
  if (!width && !height) return undefined;
  return { ...(width && { '--gio-skeleton-width': width }), ...(height && { '--gio-skeleton-height': height }) } as CSSProperties;
}

/** A grey placeholder in the shape of content still loading; hidden from assistive technology. */
export function Skeleton({ variant = 'text', lines = 3, width, height, announce = false, className }: SkeletonProps) {
  const { t } = useTranslation('common');
  let shapes;
  if (variant === 'rect') {
    shapes = <span className="gio-skeleton__shape gio-skeleton__rect" />;
  } else if (variant === 'tile') {
    shapes = (
      <>
        <span className="gio-skeleton__shape gio-skeleton__image" />
        <span className="gio-skeleton__shape gio-skeleton__line" />
        <span className="gio-skeleton__shape gio-skeleton__line" />
        <span className="gio-skeleton__shape gio-skeleton__price" />
        <span className="gio-skeleton__shape gio-skeleton__button" />
      </>
    );
  } else {
    shapes = Array.from({ length: Math.max(1, lines) }, (_, i) => <span key={i} className="gio-skeleton__shape gio-skeleton__line" />);
  }
  return (
    <div className={['gio-skeleton', `gio-skeleton--${variant}`, className].filter(Boolean).join(' ')} style={sizeVariables(width, height)}>
      <div aria-hidden="true">{shapes}</div>
      {announce && <VisuallyHidden role="status">{t('loading.content')}</VisuallyHidden>}
    </div>
  );
}
