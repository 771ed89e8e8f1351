import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../foundation/button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../foundation/icons/icons';
import { Breakpoints } from '@gio/domain-enums';
import { PaginationDots } from '../pagination-dots/pagination-dots';
import type { Clock } from '../shared/clock';
import { useMediaQuery } from '../shared/use-media-query';
import { Banner, type BannerData } from './banner';
import './banner-slider.css';

export interface BannerSliderProps {
  banners: readonly BannerData[];
  /** Accessible name of the slider. */
  label?: string;
  /** Mobile web uses the 80-character cut; by default read from the 768 px breakpoint. */
  isMobileWeb?: boolean;
  /** Time source of the countdowns (stories and tests fix it). */
  clock?: Clock;
  /** Banner shown first. */
  initialIndex?: number;
  /** Called with the index of the banner now shown. */
  onChange?: (index: number) => void;
  className?: string;
}

/** Horizontal distance in px a pointer must travel for a swipe. */
const SWIPE_MIN_DISTANCE = 40;

/**
 * Banner slider (storefront.md §4): previous/next arrows, swipe (pointer events), wrap-around,
 * pagination dots and the ←/→ keys, so it works without dragging. One banner is shown at a time;
 * the others are hidden from everyone, and a change is announced politely.
 */
export function BannerSlider({
  banners,
  label,
  isMobileWeb: isMobileWebProp,
  clock,
  initialIndex = 0,
  onChange,
  className,
}: BannerSliderProps) {
  const { t } = useTranslation('common');
  const trackId = useId();
  const count = banners.length;
  const [index, setIndex] = useState(() =>
    count > 0 ? Math.min(Math.max(initialIndex, 0), count - 1) : 0,
  );
  const narrow = useMediaQuery(`(max-width: ${Breakpoints.MOBILE}px)`);
  const isMobileWeb = isMobileWebProp ?? narrow;
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  // The first banner shows without the fade: it is the page's largest paint (LCP) on first load,
  // and a fade from transparent would hold that paint back. Later changes fade in.
  const [changed, setChanged] = useState(false);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  const go = (next: number) => {
    // Wrap-around: after the last banner comes the first, before the first the last.
    const wrapped = ((next % count) + count) % count;
    if (wrapped === current) return;
    setIndex(wrapped);
    setChanged(true);
    onChange?.(wrapped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || event.isPrimary === false || event.button > 0) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true;
    go(dx < 0 ? current + 1 : current - 1);
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    // A swipe that ends on the link must not also follow it.
    if (swiped.current) {
      event.preventDefault();
      event.stopPropagation();
      swiped.current = false;
    }
  };

  return (
    <section
      aria-label={label ?? t('slider.banner_label')}
      className={['gio-banner-slider', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <div
        id={trackId}
        className="gio-banner-slider__viewport"
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointer.current = null;
        }}
        onClickCapture={onClickCapture}
      >
        {banners.map((banner, position) => (
          <div
            key={banner.id ?? position}
            role="group"
            aria-label={t('slider.position', { current: position + 1, total: count })}
            className={
              changed
                ? 'gio-banner-slider__slide gio-banner-slider__slide--enter'
                : 'gio-banner-slider__slide'
            }
            hidden={position !== current}
          >
            <Banner banner={banner} isMobileWeb={isMobileWeb} clock={clock} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="gio-banner-slider__controls">
          <IconButton
            className="gio-banner-slider__arrow gio-banner-slider__arrow--previous"
            filled
            label={t('slider.previous')}
            icon={<ChevronLeftIcon />}
            aria-controls={trackId}
            onClick={() => go(current - 1)}
          />
          <PaginationDots count={count} current={current} onSelect={go} controls={trackId} />
          <IconButton
            className="gio-banner-slider__arrow gio-banner-slider__arrow--next"
            filled
            label={t('slider.next')}
            icon={<ChevronRightIcon />}
            aria-controls={trackId}
            onClick={() => go(current + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
