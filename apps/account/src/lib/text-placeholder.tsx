import type { CSSProperties } from 'react';

/**
 * A grey bar standing for one line of text still loading, inside the element that will hold the
 * text (a heading, a `dt`): it sits in that element's line box, so the element is exactly as tall
 * as with its text and nothing moves when the text arrives. Hidden from assistive technology;
 * the skeleton around it says that it loads. The width arrives as a custom property, as the UI
 * kit's Skeleton does, so that the stylesheet draws it.
 */
export function TextPlaceholder({ width }: { width: string }) {
  return (
    <span
      className="acc-text-placeholder"
      style={{ '--acc-text-placeholder-width': width } as CSSProperties}
      aria-hidden="true"
    />
  );
}
