import { formatPrice } from '@gio/domain-pricing';

/** A đồng amount as the engagement texts (news items, invite offers) write it: vi-VN, VND. */
export function formatDong(amount: number): string {
  return formatPrice(amount, { currency: 'VND', locale: 'vi-VN', freeLabel: '0 ₫' });
}
