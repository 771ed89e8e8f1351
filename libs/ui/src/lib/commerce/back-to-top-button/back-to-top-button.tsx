import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Timing } from '@gio/domain-enums';
import { shouldShowBackToTop } from '@gio/domain-shell';
import { useDebouncedCallback } from '../shared/use-debounced-callback';
import { usePrefersReducedMotion } from '../shared/use-media-query';
import './back-to-top-button.css';

export interface BackToTopButtonProps {
  /**
   * Id of an element at the top of the page (e.g. the main heading or skip target) that takes
   * focus after the scroll, so keyboard users land where they see themselves.
   */
  focusTargetId?: string;
  /** Show it whatever the scroll position (stories and tests). */
  forceVisible?: boolean;
  className?: string;
}

function readScroll(): boolean {
  const root = document.documentElement;
  return shouldShowBackToTop(
    window.scrollY || root.scrollTop,
    root.scrollHeight,
    root.clientHeight,
  );
}

/**
 * Back-to-top button (storefront.md §2, §9): appears after 35 % scroll, read from a scroll listener
 * debounced by 200 ms, and scrolls smoothly to the top (instantly for reduced motion). Which pages
 * hide it is decided by the page (`isShellElementHidden` of `@gio/domain-shell`).
 */
export function BackToTopButton({
  focusTargetId,
  forceVisible = false,
  className,
}: BackToTopButtonProps) {
  const { t } = useTranslation('common');
  const reducedMotion = usePrefersReducedMotion();
  const [scrolledFar, setScrolledFar] = useState(false);
  const onScroll = useDebouncedCallback(() => setScrolledFar(readScroll()), Timing.SCROLL_DEBOUNCE);

  useEffect(() => {
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  if (!forceVisible && !scrolledFar) return null;

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  };

  return (
    <button
      type="button"
      className={['gio-back-to-top', className].filter(Boolean).join(' ')}
      onClick={toTop}
    >
      <span className="gio-back-to-top__icon" aria-hidden="true">
        ↑
      </span>
      <span className="gio-back-to-top__label">{t('navigation.back_to_top')}</span>
    </button>
  );
}
