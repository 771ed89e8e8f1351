import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../foundation/button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../foundation/icons/icons';
import { Timing } from '@gio/domain-enums';
import { usePrefersReducedMotion } from '../shared/use-media-query';
import { useDebouncedCallback } from '../shared/use-debounced-callback';
import './product-slider.css';

export interface ProductSliderProps {
  /** Visible heading of the slider, also its accessible name. */
  title: string;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3 | 4;
  /** One child per product (usually a ProductTile). */
  children: ReactNode;
  /** Share of the visible width one press of prev/next scrolls, between 0 and 1. */
  pageFraction?: number;
  className?: string;
}

interface Edges {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

function sameEdges(a: Edges, b: Edges): boolean {
  return a.overflowing === b.overflowing && a.atStart === b.atStart && a.atEnd === b.atEnd;
}

function readEdges(track: HTMLElement): Edges {
  const { scrollLeft, scrollWidth, clientWidth } = track;
  return {
    overflowing: scrollWidth > clientWidth + 1,
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
  };
}

/**
 * Horizontal product list (storefront.md §1 "Use a product slider"). It scrolls natively (touch,
 * trackpad, Tab moving focus into view) and adds previous/next buttons so that it works without
 * dragging (design.md: carousels work without dragging). Buttons appear only when the list
 * overflows and say so when they are at an end.
 */
export function ProductSlider({
  title,
  headingLevel = 2,
  children,
  pageFraction = 0.9,
  className,
}: ProductSliderProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState<Edges>({ overflowing: false, atStart: true, atEnd: true });
  const Heading = `h${headingLevel}` as const;
  // The track's items are built once per `children`: when only the buttons' state changes (a
  // measure after hydration, every scroll), the tiles keep their elements and React skips them,
  // instead of re-rendering every tile of the slider in one task.
  const items = useMemo(
    () =>
      Children.toArray(children).map((item, index) => (
        <li
          key={isValidElement(item) && item.key !== null ? item.key : index}
          className="gio-product-slider__item"
        >
          {item}
        </li>
      )),
    [children],
  );

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = readEdges(track);
    setEdges((current) => (sameEdges(current, next) ? current : next));
  }, []);
  const measureLater = useDebouncedCallback(measure, Timing.SLIDER_RESIZE_DEBOUNCE);

  // Measured before paint, so the buttons never flash in or out after the first frame.
  useLayoutEffect(measure, [measure, items.length]);

  useEffect(() => {
    window.addEventListener('resize', measureLater);
    return () => window.removeEventListener('resize', measureLater);
  }, [measureLater]);

  const scrollByPage = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    if ((direction < 0 && edges.atStart) || (direction > 0 && edges.atEnd)) return;
    const left = direction * Math.max(1, Math.round(track.clientWidth * pageFraction));
    if (typeof track.scrollBy === 'function') {
      track.scrollBy({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    } else {
      track.scrollLeft += left;
    }
    measure();
  };

  return (
    <section
      aria-labelledby={headingId}
      className={['gio-product-slider', className].filter(Boolean).join(' ')}
    >
      <div className="gio-product-slider__header">
        <Heading id={headingId} className="gio-product-slider__title">
          {title}
        </Heading>
        {edges.overflowing ? (
          <div className="gio-product-slider__controls">
            <IconButton
              className="gio-product-slider__arrow gio-product-slider__arrow--previous"
              filled
              label={t('slider.previous')}
              icon={<ChevronLeftIcon />}
              aria-controls={trackId}
              aria-disabled={edges.atStart || undefined}
              onClick={() => scrollByPage(-1)}
            />
            <IconButton
              className="gio-product-slider__arrow gio-product-slider__arrow--next"
              filled
              label={t('slider.next')}
              icon={<ChevronRightIcon />}
              aria-controls={trackId}
              aria-disabled={edges.atEnd || undefined}
              onClick={() => scrollByPage(1)}
            />
          </div>
        ) : null}
      </div>
      <ul id={trackId} ref={trackRef} className="gio-product-slider__track" onScroll={measure}>
        {items}
      </ul>
    </section>
  );
}
