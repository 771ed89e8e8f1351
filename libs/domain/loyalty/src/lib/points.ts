/** Thousands separator of vi-VN (storefront.md §9 price locale): 1234567 → '1.234.567'. */
export const POINTS_GROUP_SEPARATOR = '.';

/**
 * storefront.md §5 "Loyalty points display with thousands separators", in the vi-VN style
 * ('1.234.567'). Points are whole numbers, so a fraction is rounded; a missing or non-finite
 * value shows as '0'. Grouping is done here rather than by Intl so that the server render and
 * every browser print the same string whatever ICU data they carry.
 */
export function formatPoints(points: number | null | undefined): string {
  if (typeof points !== 'number' || !Number.isFinite(points)) return '0';
  const whole = Math.round(Math.abs(points));
  const digits = BigInt(whole).toString();
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  const sign = points < 0 && whole !== 0 ? '-' : '';
  return sign + groups.join(POINTS_GROUP_SEPARATOR);
}
