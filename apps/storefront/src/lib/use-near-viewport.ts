import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (it stays true once it has), so
 * that what it shows is read, and its code loaded, only when the shopper is about to see it.
 * Without IntersectionObserver (old browsers, tests) it is true from the start.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near, ref]);
  return near;
}
