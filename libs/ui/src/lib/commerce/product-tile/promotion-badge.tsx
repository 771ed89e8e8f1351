import { Countdown } from '../countdown/countdown';
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

/** A promotion badge with its countdown when it has an end date (storefront.md §2 product pages). */
export function PromotionBadge({ badge, clock }: PromotionBadgeProps) {
  const end = promotionEndSeconds(badge.endDate);
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
      {end !== null ? <Countdown endTimestamp={end} clock={clock} appearance="inline" /> : null}
    </span>
  );
}
