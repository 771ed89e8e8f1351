import type { ReactNode } from 'react';
import { CountdownDisplay } from '../countdown/countdown';
import { useCountdown } from '../countdown/use-countdown';
import type { Clock } from '../shared/clock';
import { CommerceLink } from '../shared/link';
import type { PromotionBadge as PromotionBadgeData } from './product-tile-types';

/** Seconds since the epoch of a badge's end date, or null when it has none or it cannot be read. */
export function promotionEndSeconds(endDate: PromotionBadgeData['endDate']): number | null {
  if (typeof endDate === 'number') return Number.isFinite(endDate) ? endDate : null;
  if (typeof endDate === 'string' && endDate.trim() !== '') {
    const ms = Date.parse(endDate);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
}

export interface PromotionBadgeProps {
  badge: PromotionBadgeData;
  clock?: Clock;
}

/**
 * A promotion badge with its countdown when it has an end date (storefront.md §2 product pages,
 * §3 promotionBadges endDate). A promotion that is over shows nothing: not on arrival with a past
 * end date, and not once its countdown reaches zero while the page is open.
 */
export function PromotionBadge({ badge, clock }: PromotionBadgeProps) {
  const end = promotionEndSeconds(badge.endDate);
  return end === null ? (
    <BadgeContent badge={badge} />
  ) : (
    <TimedPromotionBadge badge={badge} end={end} clock={clock} />
  );
}

function TimedPromotionBadge({
  badge,
  end,
  clock,
}: {
  badge: PromotionBadgeData;
  end: number;
  clock?: Clock;
}) {
  // One clock subscription for both the hiding and the countdown shown.
  const parts = useCountdown(end, clock);
  if (parts?.done) return null;
  return (
    <BadgeContent badge={badge}>
      <CountdownDisplay parts={parts} appearance="inline" />
    </BadgeContent>
  );
}

function BadgeContent({ badge, children }: { badge: PromotionBadgeData; children?: ReactNode }) {
  const text = badge.url ? (
    <CommerceLink href={badge.url} className="gio-promotion-badge__link">
      {badge.text}
    </CommerceLink>
  ) : (
    badge.text
  );
  return (
    <span className="gio-promotion-badge" title={badge.altText ?? undefined}>
      <span className="gio-promotion-badge__text">{text}</span>
      {children}
    </span>
  );
}
