import { useEffect, useRef, type RefObject } from 'react';
import { useTracking } from './tracking';

/** Where a product is shown: the source-type code (accounts.md §9) and its place in the list. */
export interface ProductSource {
  sourceType: number;
  position?: number;
  /** The list's id (category gid, search term, module id). */
  sourceId?: string;
}

/** Variants already counted on this page view: an impression counts once (accounts.md §4). */
const counted = new Set<string>();
let countedPage: string | null = null;

function countOnce(key: string): boolean {
  const page = `${window.location.pathname}${window.location.search}`;
  if (page !== countedPage) {
    counted.clear();
    countedPage = page;
  }
  if (counted.has(key)) return false;
  counted.add(key);
  return true;
}

/**
 * Impression and click tracking of one product tile: an impression when the tile is fully
 * visible in the viewport and its scroll container (IntersectionObserver's full ratio, which
 * clips by the slider's overflow), once per page view; a click when a link inside it is followed.
 */
export function useProductTracking(
  element: RefObject<HTMLElement | null>,
  variantId: string,
  source: ProductSource | undefined,
): void {
  const tracking = useTracking();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const sourceType = source?.sourceType;
  const sourceId = source?.sourceId;

  useEffect(() => {
    const node = element.current;
    if (!node || sourceType === undefined || typeof IntersectionObserver === 'undefined') return;
    const key = `${sourceType}:${sourceId ?? ''}:${variantId}`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= 0.99)) return;
        observer.disconnect();
        const current = sourceRef.current;
        if (!current || !countOnce(key)) return;
        tracking.impression({
          variantId,
          sourceType: current.sourceType,
          position: current.position,
          sourceId: current.sourceId,
        });
      },
      { threshold: [1] },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // The source's position may change with the list; the key names the tile's list.
  }, [element, variantId, sourceType, sourceId, tracking]);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const current = sourceRef.current;
      if (!current || !(event.target instanceof Element) || !event.target.closest('a')) return;
      tracking.click({
        variantId,
        sourceType: current.sourceType,
        position: current.position,
        sourceId: current.sourceId,
      });
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [element, variantId, tracking]);
}
