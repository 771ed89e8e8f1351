import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { MODAL_DESKTOP_QUERY } from './screen';
import './modal.css';

export interface ModalCarouselItem {
  id: string;
  content: ReactNode;
}

export interface ModalCarouselProps {
  items: readonly ModalCarouselItem[];
  /** Accessible name of the list; defaults to "Sản phẩm gợi ý". */
  label?: string;
  /** Items side by side from 600 px; one at a time below. */
  perViewDesktop?: number;
}

function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MODAL_DESKTOP_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(MODAL_DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => setDesktop(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return desktop;
}

/**
 * The body of a product-carousel modal (interstitial template 3): previous/next buttons and a
 * spoken position, so it works without dragging (design.md, Accessibility).
 */
export function ModalCarousel({ items, label, perViewDesktop = 3 }: ModalCarouselProps) {
  const { t } = useTranslation('common');
  const perView = useIsDesktop() ? Math.max(1, perViewDesktop) : 1;
  const [start, setStart] = useState(0);
  const lastStart = Math.max(0, items.length - perView);
  const first = Math.min(start, lastStart);
  const visible = items.slice(first, first + perView);

  return (
    <div className="gio-modal__carousel">
      <IconButton
        label={t('modal.carousel_previous')}
        icon={<ChevronLeftIcon />}
        filled
        disabled={first === 0}
        onClick={() => setStart(Math.max(0, first - 1))}
      />
      <ul className="gio-modal__carousel-track" aria-label={label ?? t('modal.carousel_label')}>
        {visible.map((item) => (
          <li key={item.id}>{item.content}</li>
        ))}
      </ul>
      <IconButton
        label={t('modal.carousel_next')}
        icon={<ChevronRightIcon />}
        filled
        disabled={first >= lastStart}
        onClick={() => setStart(Math.min(lastStart, first + 1))}
      />
      <p className="gio-modal__carousel-position" aria-live="polite">
        {t('modal.carousel_position', { current: first + 1, total: items.length })}
      </p>
    </div>
  );
}
