import { statusLabelKey } from '@gio/domain-orders';
import { useTranslation } from 'react-i18next';

/**
 * Where an order stands, in words: its fulfilment status through the human labels of
 * @gio/domain-orders (accounts.md §4), the status name only for a number the track lacks.
 */
export function OrderStatusBadge({ status, name }: { status: number; name: string }) {
  const { t } = useTranslation('common');
  const key = statusLabelKey('fulfillment', status);
  return <span className="acc-badge">{key ? t(key) : name}</span>;
}
