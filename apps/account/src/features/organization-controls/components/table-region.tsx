import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside a region named by its
 * caption, and the region takes keyboard focus so it can be scrolled without a pointer
 * (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="acc-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
